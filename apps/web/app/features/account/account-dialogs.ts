import type { ReactNode } from 'react';

/** The dialogs the user menu opens. */
export type AccountDialogName =
  'profile' | 'edit' | 'settings' | 'privacy' | 'terms' | 'feedback' | 'invite';

/** What every one of them is given: whether it is open, and where the focus goes back to. */
export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The privacy policy and the terms, as the static pages show them (composed by the root). */
export interface PolicyTexts {
  privacy: ReactNode;
  terms: ReactNode;
}
