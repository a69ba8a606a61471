import { preloadNamespace } from '../../lib/namespaces';

/**
 * The dialog's code is its own chunk, fetched with the accounts' words when a reader first
 * reaches for it.
 */
export const loadAuthDialog = () =>
  Promise.all([import('./auth-dialog'), preloadNamespace('accounts')]).then(([module]) => module);
