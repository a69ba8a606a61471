import { ActionOrCancel } from './action-or-cancel';

/** The second step of an action that cannot be undone: the question, then do it or cancel. */
export function ConfirmStep({
  question,
  action,
  pending,
  testId,
  onConfirm,
  onCancel,
}: {
  question: string;
  /** The confirming button's words: "Block", "Withdraw". */
  action: string;
  pending: boolean;
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" className="flex flex-col gap-2 rounded-md bg-raised p-3">
      <p className="text-sm font-semibold">{question}</p>
      <ActionOrCancel
        label={action}
        disabled={pending}
        testId={testId}
        onAction={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
