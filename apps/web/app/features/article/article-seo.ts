import { absoluteUrl } from '@vaarta/core/addresses';
import { LOCALE_OF, type LanguageCode } from '@vaarta/core/constants';
import type { Media } from '@vaarta/core/entities/news';
import { truncate } from '@vaarta/core/text';
import type { NewsArticle } from '../../api/news';
import { SITE_NAME, type SharedPage } from '../../lib/meta';

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160;
/** The site's logo for publisher markup (apps/web/public/icons). */
const LOGO = { path: '/icons/icon-512.png', size: 512 };

export interface ArticleSeo {
  page: SharedPage;
  /** NewsArticle structured data (schema.org), rendered as JSON-LD. */
  jsonLd: Record<string, unknown>;
}

const absolute = (url: string, siteUrl: string) => new URL(url, `${siteUrl}/`).href;

/** The largest copy of an image, with its size. */
function largest(media: Media) {
  const width = media.width ?? 0;
  const best = media.variants.reduce(
    (top, v) => (v.width > top.width ? { url: v.url, width: v.width } : top),
    { url: media.mediaUrl, width },
  );
  const ratio = media.width && media.height ? media.height / media.width : 9 / 16;
  return { url: best.url, width: best.width, height: Math.round(best.width * ratio) };
}

/**
 * The article's title, description, canonical URL, Open Graph and Twitter tags, and its
 * NewsArticle JSON-LD (docs/decisions/0032: all in the first HTML).
 */
export function articleSeo(
  article: NewsArticle,
  siteUrl: string,
  language: LanguageCode,
): ArticleSeo {
  const canonical = absoluteUrl(siteUrl, article.path);
  const description = article.metaDescription || truncate(article.excerpt, DESCRIPTION_MAX);
  const images = article.media.filter((m) => m.mediaType === 'image');
  const first = images[0] ? largest(images[0]) : null;
  const publishedTime = article.publishedAt || article.createdAt;
  const page: SharedPage = {
    title: `${article.title} | ${SITE_NAME}`,
    headline: article.title,
    description,
    canonical,
    locale: LOCALE_OF[language].replace('-', '_'),
    image: first
      ? { ...first, url: absolute(first.url, siteUrl), alt: images[0]!.caption || article.title }
      : null,
    article: {
      publishedTime,
      modifiedTime: article.updatedAt,
      section: article.categoryName,
    },
  };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    image: images.map((m) => absolute(largest(m).url, siteUrl)),
    datePublished: publishedTime,
    // docs/decisions/0028: updatedAt moves only on an editorial edit.
    dateModified: article.updatedAt,
    author: [{ '@type': 'Person', name: article.authorName }],
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${siteUrl}/`,
      logo: {
        '@type': 'ImageObject',
        url: absolute(LOGO.path, siteUrl),
        width: LOGO.size,
        height: LOGO.size,
      },
    },
    inLanguage: language,
    articleSection: article.categoryName,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
  };
  return { page, jsonLd };
}
