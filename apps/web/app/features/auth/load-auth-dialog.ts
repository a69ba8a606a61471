/** The dialog's code is its own chunk, fetched when a reader first reaches for it. */
export const loadAuthDialog = () => import('./auth-dialog');
