import { ARTICLE_INTRO_WORDS, type LanguageCode } from '@vaarta/core/constants';
import type { Media } from '@vaarta/core/entities/news';
import type { NewsArticle } from '../../api/news';
import { bodyAsHtml, splitAfterWords } from './body/article-body';
import { findVideoId } from '@vaarta/core/video-link';
import { responsiveImage, type ResponsiveImage } from '../../lib/picture';

export interface ArticleImage extends ResponsiveImage {
  url: string;
  width: number;
  height: number;
  caption: string;
}

/**
 * What the article page shows, worked out once on the server (docs/product/reading.md, "Article
 * page").
 */
export interface ArticleView {
  id: string;
  title: string;
  excerpt: string;
  /** The content's language, for `lang` on its text. */
  language: LanguageCode;
  authorName: string;
  categoryName: string;
  districtName: string | null;
  stateName: string | null;
  /** The publication date, else the creation date. */
  publishedAt: string;
  /** The first 70 words (to the nearest paragraph edge when that is a few words away), as HTML. */
  intro: string;
  /** The body from the word after the intro on, as HTML; empty when the intro holds it all. */
  body: string;
  /** The intro stops inside a paragraph that the body goes on with. */
  continuesParagraph: boolean;
  leadImage: ArticleImage | null;
  moreImages: ArticleImage[];
  videoId: string | null;
  likeCount: number;
  commentCount: number;
}

/** Our seeded photos are 16:9; a picture without a stated size keeps that frame. */
const FALLBACK_SIZE = { width: 960, height: 540 };

function toImage(media: Media): ArticleImage {
  return {
    url: media.mediaUrl,
    ...responsiveImage(media),
    width: media.width ?? FALLBACK_SIZE.width,
    height: media.height ?? FALLBACK_SIZE.height,
    caption: media.caption,
  };
}

export function toArticleView(article: NewsArticle, language: LanguageCode): ArticleView {
  const images = article.media.filter((m) => m.mediaType === 'image').map(toImage);
  // The intro is the body's first 70 words and the body goes on from the next word, so a
  // reader never meets the same sentence twice (docs/decisions/0009).
  const text = splitAfterWords(bodyAsHtml(article.longNewsContent), ARTICLE_INTRO_WORDS);
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    language,
    authorName: article.authorName,
    categoryName: article.categoryName,
    districtName: article.districtName,
    stateName: article.stateName,
    publishedAt: article.publishedAt || article.createdAt,
    intro: text.intro,
    body: text.rest,
    continuesParagraph: text.continuesParagraph,
    leadImage: images[0] ?? null,
    moreImages: images.slice(1),
    videoId: findVideoId(article),
    likeCount: article.likeCount,
    commentCount: article.commentCount,
  };
}
