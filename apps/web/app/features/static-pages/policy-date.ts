import { POLICIES_LAST_UPDATED } from '../../lib/constants';
import { formatDate } from '../../lib/format';

/**
 * The policies' last-updated date (docs/product/reading.md, "Static pages") in the reader's
 * language.
 */
export const policyDate = (language: string) =>
  formatDate(`${POLICIES_LAST_UPDATED}T12:00:00+05:30`, language);
