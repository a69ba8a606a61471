import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../ui/buttons';

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
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  return (
    <div role="group" className="flex flex-col gap-2 rounded-md bg-raised p-3">
      <p className="text-sm font-semibold">{question}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.primary}
          disabled={pending}
          data-testid={testId}
          onClick={onConfirm}
        >
          {action}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
