import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { LOGIN_MESSAGE_PRIORITY } from '@vaarta/core/account-messages';
import { loginBody } from '@vaarta/core/entities/account';
import { logIn } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { formError } from '../../lib/form-messages';
import { saveSession } from '../../lib/session';
import { BUTTON } from '../../ui/buttons';
import { FormMessage, useMessageFocus } from '../../ui/form-message';
import { TextField } from '../../ui/text-field';
import { loginFailure } from './auth-failures';
import { PasswordField } from './password-field';
import { useFocusOnShow } from './use-focus-on-show';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * Login with an e-mail or a 10-digit phone number and the password. The button waits until
 * both are filled in; Enter submits. Success keeps the session and welcomes the reader.
 */
export function LoginForm({
  identifier,
  notice,
  onForgotPassword,
  onLoggedIn,
}: {
  /** Filled in after sign-up or a password reset. */
  identifier: string;
  /** A success to show above the form (after a password reset). */
  notice: string | null;
  onForgotPassword: (identifier: string) => void;
  onLoggedIn: () => void;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { emailOrPhone: identifier, password: '' },
    shouldFocusError: false,
  });
  const { message: messageRef, focusMessage } = useMessageFocus();
  useFocusOnShow(setFocus, 'emailOrPhone');
  const [emailOrPhone, password] = useWatch({ control, name: ['emailOrPhone', 'password'] });
  const message = formError(errors, t, LOGIN_MESSAGE_PRIORITY) ?? failure;
  const errorId = `${id}-error`;

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { token, user } = await logIn(browserApi, credentials);
      saveSession(token, user);
      toast.success(t('auth.welcome', { name: user.firstName }));
      onLoggedIn();
    } catch (error) {
      setFailure(loginFailure(error, t, i18n.language));
      focusMessage();
    }
  }, focusMessage);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="login-form">
      <FormMessage
        ref={messageRef}
        id={errorId}
        error={message}
        success={notice}
        testId="auth-message"
      />
      <TextField
        label={t('auth.emailOrPhone')}
        placeholder={t('auth.emailOrPhonePlaceholder')}
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        autoCapitalize="off"
        spellCheck={false}
        invalid={Boolean(errors.emailOrPhone || failure)}
        describedBy={message ? errorId : undefined}
        data-testid="login-identifier"
        {...register('emailOrPhone')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        invalid={Boolean(errors.password || failure)}
        describedBy={message ? errorId : undefined}
        data-testid="login-password"
        {...register('password')}
      />
      <button
        type="button"
        onClick={() => onForgotPassword(emailOrPhone)}
        className={`self-end ${BUTTON.text}`}
        data-testid="forgot-link"
      >
        {t('auth.forgotLink')}
      </button>
      <button
        type="submit"
        disabled={!emailOrPhone || !password || isSubmitting}
        className={BUTTON.primary}
        data-testid="login-submit"
      >
        {isSubmitting ? t('auth.loggingIn') : t('auth.login')}
      </button>
    </form>
  );
}
