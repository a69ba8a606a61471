import { HttpError } from '../../../lib/http-error.ts';

/** An article's page: `/news/{id}`, its id as the route reads it. */
const ARTICLE_ADDRESS = /^\/news\/([^/?]+)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where every article the catalogue does not hold is rendered and kept: one not-found page. */
export const UNKNOWN_ARTICLE_ADDRESS = '/news/unknown';

/**
 * The address a page is kept at, made only of values the catalogue knows: an article address
 * whose id names no published article becomes the one unknown-article address, so made-up ids
 * (thousands of them) share one cached not-found page instead of each taking a place in the
 * page cache (docs/decisions/0159). Any other failure of the read keeps the address: the page
 * then answers as its rendering does.
 */
export async function knownArticleAddress(
  address: string,
  article: (id: string) => Promise<unknown>,
): Promise<string> {
  const id = ARTICLE_ADDRESS.exec(address)?.[1];
  if (id === undefined || address.startsWith(UNKNOWN_ARTICLE_ADDRESS)) return address;
  const query = address.indexOf('?') < 0 ? '' : address.slice(address.indexOf('?'));
  if (!UUID.test(id)) return UNKNOWN_ARTICLE_ADDRESS + query;
  const known = await article(id).then(
    () => true,
    (error: unknown) => !(error instanceof HttpError && error.statusCode === 404),
  );
  return known ? address : UNKNOWN_ARTICLE_ADDRESS + query;
}
