import { lazy } from 'react';

/** The privacy policy and the terms for the user menu's dialogs, loaded when first opened. */
export const LazyPrivacyText = lazy(() =>
  import('./privacy-page').then((page) => ({ default: page.PrivacyText })),
);
export const LazyTermsText = lazy(() =>
  import('./terms-page').then((page) => ({ default: page.TermsText })),
);
