import type { PublicPage } from '../lib/address.server';

/**
 * A public page's own address and its equivalents in the other languages
 * (docs/decisions/0110): the canonical link, reciprocal `hreflang` alternates with `x-default`,
 * and, but on an article (whose tags say more), the Open Graph URL and a summary card.
 */
export function AddressLinks({ page }: { page: PublicPage }) {
  return (
    <>
      <link rel="canonical" href={page.canonical} />
      {page.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      {page.article ? null : (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:url" content={page.canonical} />
          <meta name="twitter:card" content="summary" />
        </>
      )}
    </>
  );
}
