import { categoryPath, languagePath } from '@vaarta/core/addresses';
import { DEFAULT_LANGUAGE_CODE } from '@vaarta/core/constants';
import { editionPlaceOf, redirectForReader } from '../lib/address.server';
import { editionContext } from '../lib/edition.server';
import type { Route } from './+types/politics';

/** The politics category's slug, the same in every language. */
const POLITICS = 'politics';

/**
 * `/politics` is the politics category of the reader's edition (the one they chose, else the
 * default), which has its own address now: a redirect there, kept by no shared cache since it
 * follows the reader's cookie (docs/decisions/0174).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const place = await editionPlaceOf(context.get(editionContext));
  throw redirectForReader(
    place ? categoryPath({ ...place, category: POLITICS }) : languagePath(DEFAULT_LANGUAGE_CODE),
  );
}
