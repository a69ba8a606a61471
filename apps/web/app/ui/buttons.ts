/** The looks of the forms' and dialogs' buttons (and of links dressed as them). */
export const BUTTON = {
  /** The one main action: Login, Sign Up, Save, Submit. */
  primary:
    'inline-flex items-center justify-center gap-1.5 rounded-md bg-brand px-4 py-2.5 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60',
  /** Cancel and the other actions beside the main one. */
  secondary:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-line px-4 py-2.5 font-semibold hover:bg-raised',
  /** A small action that reads as a link: Forgot Password?, Back, Resend code. */
  text: 'text-sm font-semibold text-accent underline disabled:text-muted disabled:no-underline',
} as const;
