import { absoluteUrl } from '@vaarta/core/addresses';
import type { LanguageCode } from '@vaarta/core/constants';
import { openSearchPath, searchPath } from '@vaarta/core/discovery-paths';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The OpenSearch description of a language's search (docs/product/search.md), so a browser can
 * offer the site's search from its address bar.
 */
export function openSearchDescription(
  siteUrl: string,
  language: LanguageCode,
  languageName: string,
): string {
  const results = `${absoluteUrl(siteUrl, searchPath(language))}?q={searchTerms}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>Vaarta ${language}</ShortName>
  <Description>${escapeXml(`Vaarta news in ${languageName}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${language}</Language>
  <Image width="16" height="16" type="image/svg+xml">${escapeXml(absoluteUrl(siteUrl, '/favicon.svg'))}</Image>
  <Url type="text/html" method="get" template="${escapeXml(results)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(absoluteUrl(siteUrl, openSearchPath(language)))}"/>
</OpenSearchDescription>
`;
}
