import { useEffect, useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@vaarta/core/account-messages';
import { resetPassword as resetPasswordRules } from '@vaarta/core/entities/account';
import { RESET_DONE_TO_LOGIN_MS } from '../../lib/constants';
import { resetPassword } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { ruleMessage } from '../../lib/form-messages';
import { BUTTON } from '../../ui/buttons';
import { FormMessage } from '../../ui/form-message';
import { codeFailure } from './auth-failures';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { StepHeading } from './step-heading';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * Forgot password, last step: the new password twice, with the live checklist of its rules.
 * The button waits until every rule is met and both match; after success the message stays
 * 2 s, then the login form returns.
 */
export function NewPasswordStep({
  email,
  code,
  onDone,
  onBack,
}: {
  email: string;
  code: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = resetPasswordRules.safeParse(password).success;
  const matching = password === confirmation;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_DONE_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  // A rule still unmet is said once the reader leaves the field, not at every key.
  const ruleProblem =
    touched.password && password && !valid
      ? ACCOUNT_MESSAGES.resetPasswordRules
      : touched.confirmation && confirmation && !matching
        ? ACCOUNT_MESSAGES.passwordsDoNotMatch
        : null;
  const message = failure ?? (ruleProblem ? ruleMessage(ruleProblem, t) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || !matching || saving || done) return;
    setFailure(null);
    setSaving(true);
    try {
      await resetPassword(browserApi, { email, code, newPassword: password });
      setDone(true);
    } catch (error) {
      setFailure(codeFailure(error, t, i18n.language, 'auth.errors.resetFailed'));
    } finally {
      setSaving(false);
    }
  }

  const errorId = `${id}-error`;
  const checklistId = `${id}-rules`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="new-password-form"
    >
      <StepHeading id={`${id}-title`} title={t('auth.reset.title')} text={t('auth.reset.text')} />
      <FormMessage
        id={errorId}
        error={message}
        success={done ? t('auth.reset.done') : null}
        testId="auth-message"
      />
      <PasswordField
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched((was) => ({ ...was, password: true }))}
        invalid={touched.password && Boolean(password) && !valid}
        describedBy={`${checklistId} ${errorId}`}
        readOnly={done}
        data-testid="new-password"
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        onBlur={() => setTouched((was) => ({ ...was, confirmation: true }))}
        invalid={touched.confirmation && Boolean(confirmation) && !matching}
        describedBy={errorId}
        readOnly={done}
        data-testid="confirm-new-password"
      />
      <PasswordChecklist id={checklistId} password={password} confirmation={confirmation} />
      <button
        type="submit"
        disabled={!valid || !matching || saving || done}
        className={BUTTON.primary}
        data-testid="reset-submit"
      >
        {saving ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={saving || done}
        className={`self-start ${BUTTON.text}`}
        data-testid="step-back"
      >
        {t('common.back')}
      </button>
    </form>
  );
}
