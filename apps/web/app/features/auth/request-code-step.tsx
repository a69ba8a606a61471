import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordBody } from '@vaarta/core/entities/account';
import { CODE_SENT_TO_CODE_STEP_MS } from '../../lib/constants';
import { sendResetCode } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { formError } from '../../lib/form-messages';
import { BUTTON } from '../../ui/buttons';
import { EmailField } from '../../ui/form-fields';
import { FormMessage, useMessageFocus } from '../../ui/form-message';

import { requestCodeFailure } from './auth-failures';
import { StepHeading } from './step-heading';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * Forgot password, first step: the e-mail, 'Send OTP' (then 'Sending...'), and Back to Login.
 * Once sent, the message stays 2 s before the code step opens.
 */
export function RequestCodeStep({
  email,
  onSent,
  onBack,
}: {
  email: string;
  onSent: (email: string, sentAt: number) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email },
    shouldFocusError: false,
  });
  const { message: messageRef, focusMessage } = useMessageFocus();

  useEffect(() => {
    if (sentTo === null) return;
    const sentAt = Date.now();
    const timer = setTimeout(() => onSent(sentTo, sentAt), CODE_SENT_TO_CODE_STEP_MS);
    return () => clearTimeout(timer);
  }, [sentTo, onSent]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await sendResetCode(browserApi, { email: form.email, language: i18n.language });
      setSentTo(form.email);
    } catch (error) {
      setFailure(requestCodeFailure(error, t, i18n.language));
      focusMessage();
    }
  }, focusMessage);

  const message = formError(errors, t) ?? failure;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="forgot-form">
      <StepHeading id={`${id}-title`} title={t('auth.forgot.title')} text={t('auth.forgot.text')} />
      <FormMessage
        ref={messageRef}
        id={errorId}
        error={message}
        success={sentTo !== null ? t('auth.forgot.sent') : null}
        testId="auth-message"
      />
      <EmailField
        label={t('auth.email')}
        readOnly={sentTo !== null}
        invalid={Boolean(errors.email)}
        describedBy={message ? errorId : undefined}
        data-testid="forgot-email"
        {...register('email')}
      />
      <button
        type="submit"
        disabled={isSubmitting || sentTo !== null}
        className={BUTTON.primary}
        data-testid="forgot-send"
      >
        {isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
      <button
        type="button"
        onClick={onBack}
        className={`self-center ${BUTTON.text}`}
        data-testid="back-to-login"
      >
        {t('auth.forgot.backToLogin')}
      </button>
    </form>
  );
}
