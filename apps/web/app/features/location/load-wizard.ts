/** The wizard's code is its own chunk, fetched when a reader first reaches for it. */
export const loadWizard = () => import('./location-wizard');
