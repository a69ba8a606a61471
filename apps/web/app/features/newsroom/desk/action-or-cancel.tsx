import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../ui/buttons';

/**
 * A desk step's main action beside Cancel: the action sends the form it stands in, or with
 * `onAction` does that; Cancel leaves the step, nothing saved.
 */
export function ActionOrCancel({
  label,
  disabled,
  testId,
  onAction,
  onCancel,
}: {
  label: ReactNode;
  disabled: boolean;
  testId: string;
  onAction?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type={onAction ? 'button' : 'submit'}
        className={BUTTON.primary}
        disabled={disabled}
        data-testid={testId}
        onClick={onAction}
      >
        {label}
      </button>
      <button type="button" className={BUTTON.secondary} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
