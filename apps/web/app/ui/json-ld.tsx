import { useNonce } from '../lib/context';
import { serializeJsonLd } from '../lib/meta';

/** Structured data (schema.org) for search engines, as an inline JSON-LD block. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
