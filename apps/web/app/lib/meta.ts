import type { PageMeta } from './i18n.server';

export const SITE_NAME = 'Vaarta';

/** What a shareable page tells search engines and link previews beyond its title. */
export interface SharedPage extends PageMeta {
  /** The headline alone, for link previews (the <title> adds the site's name). */
  headline: string;
  /** The page's one URL (absolute). */
  canonical: string;
  /** An absolute image URL with its size, for Open Graph and the large Twitter card. */
  image: { url: string; width: number; height: number; alt: string } | null;
  /** Open Graph locale, such as `te_IN`. */
  locale: string;
  article: { publishedTime: string; modifiedTime: string; section: string };
}

/** A page's <title> and meta description, from the `meta` its loader translated. */
export function metaTags(meta: PageMeta | undefined) {
  if (!meta) return [{ title: SITE_NAME }];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:site_name', content: SITE_NAME },
  ];
}

/**
 * An article's tags: Open Graph (type article) and a large Twitter card; its canonical link is
 * the root's, as on every public page (ui/address-links.tsx).
 */
export function articleMetaTags(page: SharedPage) {
  const image = page.image
    ? [
        { property: 'og:image', content: page.image.url },
        { property: 'og:image:width', content: String(page.image.width) },
        { property: 'og:image:height', content: String(page.image.height) },
        { property: 'og:image:alt', content: page.image.alt },
        { name: 'twitter:image', content: page.image.url },
        { name: 'twitter:image:alt', content: page.image.alt },
      ]
    : [];
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: page.headline },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: page.canonical },
    { property: 'og:locale', content: page.locale },
    { property: 'article:published_time', content: page.article.publishedTime },
    { property: 'article:modified_time', content: page.article.modifiedTime },
    { property: 'article:section', content: page.article.section },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.headline },
    { name: 'twitter:description', content: page.description },
    ...image,
  ];
}

/**
 * JSON-LD for an inline <script type="application/ld+json">: characters that could end the
 * script or start markup (`<`, `>`, `&`) and the JavaScript line separators are escaped.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
