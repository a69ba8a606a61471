import type { PageMeta } from './i18n.server';

/** A page's <title> and meta description, from the `meta` its loader translated. */
export function metaTags(meta: PageMeta | undefined) {
  if (!meta) return [{ title: 'Vaarta' }];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:site_name', content: 'Vaarta' },
  ];
}
