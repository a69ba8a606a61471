import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The toasts of docs/product/engagement.md through sonner, loaded on first use so its code stays
 * out of the first page load. A toast waits for the page's <Toaster> (ui/toaster.tsx), which
 * mounts once the page has hydrated.
 */
type Sonner = { toast: typeof sonnerToast };

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by the page's Toaster once it is on the page. */
export const toasterMounted = () => markMounted();

const show = (call: (sonner: Sonner) => unknown) => {
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
