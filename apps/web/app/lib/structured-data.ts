import { absoluteUrl } from '@vaarta/core/addresses';
import { SITE_NAME } from './meta';

/** The site's logo for publisher markup (apps/web/public/icons). */
export const LOGO = { path: '/icons/icon-512.png', size: 512 };

/** A trail of pages from a language's home down to this one, each named and at its address. */
export function breadcrumbList(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The publisher of an edition: its name, address and logo. */
export function newsMediaOrganization(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsMediaOrganization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, LOGO.path),
      width: LOGO.size,
      height: LOGO.size,
    },
  };
}
