import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsItem } from '@vaarta/core/entities/news';
import { formatTimeAgo } from '../lib/format';
import { useNow } from '../lib/use-now';

export type NewsCardItem = Pick<
  NewsItem,
  | 'id'
  | 'title'
  | 'authorName'
  | 'publishedAt'
  | 'media'
  | 'categoryName'
  | 'districtName'
  | 'excerpt'
>;

/** Just what a card shows (the first image only), so pages carry no unused data. */
export function toCard(item: NewsItem): NewsCardItem {
  const image = item.media.find((m) => m.mediaType === 'image');
  return {
    id: item.id,
    title: item.title,
    authorName: item.authorName,
    publishedAt: item.publishedAt,
    categoryName: item.categoryName,
    districtName: item.districtName,
    excerpt: item.excerpt,
    media: image ? [image] : [],
  };
}

/** A news card (spec §2): image or a 'no image' placeholder, title, 'by' author, time-ago. */
export function NewsCard({
  item,
  width,
  eager = false,
  showExcerpt = false,
  headingLevel = 3,
}: {
  item: NewsCardItem;
  /** A fixed width in px (the category panel's 320 px cards), else the grid's width. */
  width?: number;
  eager?: boolean;
  showExcerpt?: boolean;
  /** The title's heading level under the surrounding heading (h2 under a page's h1). */
  headingLevel?: 2 | 3;
}) {
  // In a list (no fixed width) a phone shows a row: a thumbnail beside the headline, so more
  // stories fit on a screen and the headline, not a photo, is what the reader sees first.
  const row = !width;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const now = useNow();
  const image = item.media.find((m) => m.mediaType === 'image');
  const srcSet = image?.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <article
      className={`group flex flex-col overflow-hidden rounded-lg border border-line bg-surface ${width ? 'shrink-0' : 'w-full min-w-0'}`}
      style={width ? { width } : undefined}
    >
      <Link
        to={`/news/${item.id}`}
        className={`flex flex-1 focus-visible:outline-offset-[-3px] ${row ? 'flex-row sm:flex-col' : 'flex-col'}`}
      >
        <div
          className={`aspect-video bg-raised ${row ? 'w-28 shrink-0 self-start sm:w-full' : 'w-full'}`}
        >
          {image ? (
            <img
              src={image.mediaUrl}
              srcSet={srcSet || undefined}
              sizes={
                width ? `${width}px` : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px'
              }
              alt={image.caption}
              width={image.width ?? 960}
              height={image.height ?? 540}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 text-muted">
              <ImageOff aria-hidden="true" className="size-6" />
              <span className={`text-sm ${row ? 'sr-only sm:not-sr-only' : ''}`}>
                {t('common.noImage')}
              </span>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
          {/* dir="auto": a headline keeps its own direction whatever the interface's (an English
              story under the Urdu interface, an Urdu one under English). */}
          <Heading
            dir="auto"
            className="line-clamp-3 font-semibold leading-snug group-hover:underline"
          >
            {item.title}
          </Heading>
          {showExcerpt ? (
            <p
              dir="auto"
              className={`line-clamp-2 text-sm text-muted ${row ? 'hidden sm:block' : ''}`}
            >
              {item.excerpt}
            </p>
          ) : null}
          <p className="mt-auto text-sm text-muted">
            {t('common.by')} <bdi>{item.authorName}</bdi> ·{' '}
            <time dateTime={item.publishedAt} suppressHydrationWarning>
              {formatTimeAgo(item.publishedAt, i18n.language, t, now)}
            </time>
          </p>
        </div>
      </Link>
    </article>
  );
}
