import { Dialog } from 'radix-ui';
import { BUTTON } from './buttons';

/** A dialog form's last row: Cancel (closes the dialog) and the submit button. */
export function DialogActions({
  cancel,
  submit,
  pending = false,
  submitTestId,
  cancelTestId,
}: {
  cancel: string;
  /** The submit button's words, and what it says while the form is on its way. */
  submit: { idle: string; pending?: string };
  pending?: boolean;
  submitTestId: string;
  cancelTestId?: string;
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <button type="button" className={BUTTON.secondary} data-testid={cancelTestId}>
          {cancel}
        </button>
      </Dialog.Close>
      <button
        type="submit"
        disabled={pending}
        className={BUTTON.primary}
        data-testid={submitTestId}
      >
        {pending && submit.pending ? submit.pending : submit.idle}
      </button>
    </div>
  );
}
