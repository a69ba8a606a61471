import { useLocation } from 'react-router';
import type { LanguageCode } from '@vaarta/core/constants';
import { feedListPathOf, feedPath, openSearchPath } from '@vaarta/core/discovery-paths';

/**
 * What every page tells browsers and feed readers it offers: the feeds of the list it shows (or
 * of its language) and the language's search, as an OpenSearch description.
 */
export function DiscoveryLinks({ language }: { language: LanguageCode }) {
  const { pathname } = useLocation();
  const list = feedListPathOf(pathname, language);
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title="Vaarta RSS"
        href={feedPath(list, 'rss')}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Vaarta Atom"
        href={feedPath(list, 'atom')}
      />
      <link
        rel="search"
        type="application/opensearchdescription+xml"
        title="Vaarta"
        href={openSearchPath(language)}
      />
    </>
  );
}
