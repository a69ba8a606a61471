import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { DialogHeader } from './dialog-header';

/**
 * A dialog in the middle of the screen (Radix: focus kept inside, Escape and the overlay close
 * it): a header with its title, description and a close button, then the content.
 */
export function CenteredDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName = '',
  testId,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  testId: string;
  /** Width and overflow of the dialog box, e.g. `max-w-lg overflow-y-auto`. */
  className: string;
  /**
   * Where the focus goes on opening (Radix: the first focusable element) and on closing (the
   * element that had it before).
   */
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  // Radix hands the focus back to a Dialog.Trigger; these dialogs open from anywhere (a link, a
  // menu, the address), so the element that had the focus when one opened gets it back.
  const returnTo = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            if (onCloseAutoFocus) return onCloseAutoFocus(event);
            event.preventDefault();
            if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) {
              returnTo.current.focus();
            }
          }}
          className={`fixed inset-x-2 top-[5dvh] z-50 mx-auto flex max-h-[90dvh] flex-col rounded-xl bg-surface text-ink shadow-2xl ${className}`}
        >
          <DialogHeader
            title={title}
            description={description}
            descriptionClassName={descriptionClassName}
          />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
