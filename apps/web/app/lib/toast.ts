import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The toasts of docs/product/engagement.md through sonner, fetched with the first toast so its
 * code stays out of the page load. The page's <Toaster> (ui/toaster.tsx) mounts on that first
 * toast; the toast is shown once the toaster is on the page.
 */
type Sonner = { toast: typeof sonnerToast };

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Whether a toast has been asked for yet, for the Toaster (useSyncExternalStore). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called by the page's Toaster once it is on the page. */
export const toasterMounted = () => markMounted();

const show = (call: (sonner: Sonner) => unknown) => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => call(sonner));
};

export const toast = {
  success: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.error(message, options)),
  info: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.info(message, options)),
};
