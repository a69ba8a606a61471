import type { ReactNode } from 'react';
import type { NewsCardItem } from '../../api/news-cards';
import { useNonce } from '../../lib/context';
import { listLength, type ListOrKept } from '../../lib/html-only-data';
import { serializeJsonLd } from '../../lib/meta';
import type { ArticleView } from './article-view';
import { MoreImages } from './body/article-images';
import { ArticleMetaLine } from './body/article-meta-line';
import { ArticleText } from './body/article-text';
import { VideoPlayer } from './body/video-player';
import { EngagementSlot } from './engagement/engagement-slot';
import { AuthorNews } from './related/author-news';
import { RelatedNews } from './related/related-news';
import { URDU_LINES } from './typography';

/**
 * The article page (docs/product/reading.md, "Article page"). On wide screens the article sits
 * between the More from Author columns (a heading row, three story rows, and a last row that takes
 * the article's remaining height); Related News Updates runs below, across the page.
 */
export function ArticlePage({
  article,
  url,
  jsonLd,
  related,
  authorNews,
  save,
}: {
  article: ArticleView;
  /** The Save for offline control, above the likes and comments. */
  save?: ReactNode;
  url: string;
  jsonLd: Record<string, unknown>;
  related: ListOrKept<NewsCardItem>;
  authorNews: ListOrKept<NewsCardItem>;
}) {
  const nonce = useNonce();
  const withSides = listLength(authorNews) > 0;
  return (
    <div
      className={`grid gap-8 ${withSides ? 'lg:grid-cols-[12rem_minmax(0,1fr)_12rem] lg:grid-rows-[auto_auto_auto_auto_1fr] lg:gap-x-6 lg:gap-y-4' : ''}`}
    >
      <ArticleContent
        article={article}
        className={withSides ? 'lg:col-start-2 lg:row-span-5 lg:row-start-1' : ''}
      >
        {save}
        <EngagementSlot article={article} url={url} />
      </ArticleContent>
      <AuthorNews items={authorNews} author={article.authorName} />
      <div className={`min-w-0 ${withSides ? 'lg:col-span-3' : ''}`}>
        <RelatedNews items={related} />
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </div>
  );
}

/**
 * The article itself: headline, excerpt, video, facts, text and further pictures, with what
 * follows it (the reader's likes and comments; nothing in the newsroom's preview).
 */
export function ArticleContent({
  article,
  className = '',
  children,
}: {
  article: ArticleView;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <article
      className={`mx-auto flex w-full min-w-0 max-w-3xl flex-col gap-5 ${className}`}
      data-testid="article"
    >
      <header className="flex flex-col gap-4">
        <h1
          lang={article.language}
          dir="auto"
          className={`text-3xl leading-tight font-bold sm:text-4xl ${URDU_LINES}`}
        >
          {article.title}
        </h1>
        {article.excerpt ? (
          <blockquote
            lang={article.language}
            dir="auto"
            className={`border-s-4 border-brand bg-surface py-2 ps-4 pe-2 text-lg text-muted ${URDU_LINES}`}
            data-testid="article-excerpt"
          >
            {article.excerpt}
          </blockquote>
        ) : null}
      </header>
      {article.videoId ? <VideoPlayer videoId={article.videoId} title={article.title} /> : null}
      <ArticleMetaLine article={article} />
      <ArticleText article={article} />
      <MoreImages images={article.moreImages} lang={article.language} />
      {children}
    </article>
  );
}
