import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { emailField } from '@vaarta/core/entities/account';
import { useAuthLink, type AuthMode } from '../../lib/auth-links';
import { queryClient } from '../../lib/query-client';
import { CenteredDialog } from '../../ui/centered-dialog';
import { CodeStep } from './code-step';
import { LoginForm } from './login-form';
import { NewPasswordStep } from './new-password-step';
import { RequestCodeStep } from './request-code-step';
import { SignupForm } from './signup-form';
import { useNamespaceTranslation } from '../../lib/namespaces';

/** Where the login side of the dialog is: the form, or a step of the password reset. */
type LoginView =
  | { step: 'login'; identifier: string; notice: string | null }
  | { step: 'request'; email: string }
  | { step: 'code'; email: string; sentAt: number }
  | { step: 'newPassword'; email: string; sentAt: number; code: string };

const START: LoginView = { step: 'login', identifier: '', notice: null };

/**
 * The auth dialog, titled Login or Sign up (docs/product/accounts.md). Login leads on to the
 * password reset by code: e-mail, code, new password, each with Back to the step before.
 * `mode` null means closed.
 */
export default function AuthDialog({
  mode,
  onModeChange,
  onClose,
}: {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}) {
  const { t } = useNamespaceTranslation('accounts');
  const [view, setView] = useState<LoginView>(START);
  const [shownMode, setShownMode] = useState(mode);
  // A new opening, or a switch to the other title, starts from the login form.
  if (mode !== shownMode) {
    setShownMode(mode);
    if (mode === null || view.step !== 'login') setView(START);
  }

  const toLogin = useCallback(
    (identifier: string) => setView({ step: 'login', identifier, notice: null }),
    [],
  );
  const toCode = useCallback(
    (email: string, sentAt: number) => setView({ step: 'code', email, sentAt }),
    [],
  );
  const resetDone = useCallback(
    () =>
      setView((was) => ({
        step: 'login',
        identifier: 'email' in was ? was.email : '',
        notice: t('auth.reset.done'),
      })),
    [t],
  );

  const signup = mode === 'signup';
  return (
    <CenteredDialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={signup ? t('auth.signupTitle') : t('auth.loginTitle')}
      description={signup ? t('auth.signupDescription') : t('auth.loginDescription')}
      testId="auth-dialog"
      className="max-w-md overflow-y-auto"
      onOpenAutoFocus={(event) => {
        // Straight to the first field rather than the close button.
        const field = (event.target as HTMLElement).querySelector('input');
        if (field) {
          event.preventDefault();
          field.focus();
        }
      }}
    >
      <QueryClientProvider client={queryClient}>
        <div className="flex flex-col gap-4 p-4">
          {signup ? (
            <>
              <SignupForm
                onRegistered={(email) => {
                  toLogin(email);
                  onModeChange('login');
                }}
              />
              <SwitchMode to="login" />
            </>
          ) : view.step === 'login' ? (
            <>
              <LoginForm
                key={`${view.identifier}\n${view.notice}`}
                identifier={view.identifier}
                notice={view.notice}
                onForgotPassword={(identifier) =>
                  setView({
                    step: 'request',
                    email: emailField.safeParse(identifier).data ?? '',
                  })
                }
                onLoggedIn={onClose}
              />
              <SwitchMode to="signup" />
            </>
          ) : view.step === 'request' ? (
            <RequestCodeStep
              email={view.email}
              onSent={toCode}
              onBack={() => toLogin(view.email)}
            />
          ) : view.step === 'code' ? (
            <CodeStep
              email={view.email}
              sentAt={view.sentAt}
              onResent={(sentAt) => setView({ ...view, sentAt })}
              onVerified={(code) => setView({ ...view, step: 'newPassword', code })}
              onBack={() => setView({ step: 'request', email: view.email })}
            />
          ) : (
            <NewPasswordStep
              email={view.email}
              code={view.code}
              onDone={resetDone}
              onBack={() => setView({ step: 'code', email: view.email, sentAt: view.sentAt })}
            />
          )}
        </div>
      </QueryClientProvider>
    </CenteredDialog>
  );
}

/** 'Don't have an account? Sign up' and the other way round: a link to the other title. */
function SwitchMode({ to }: { to: AuthMode }) {
  const { t } = useNamespaceTranslation('accounts');
  const link = useAuthLink(to);
  return (
    <p className="text-center text-sm">
      {to === 'signup' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
      <Link
        to={link}
        replace
        preventScrollReset
        className="font-semibold text-accent underline"
        data-testid={`switch-to-${to}`}
      >
        {to === 'signup' ? t('auth.signUpLink') : t('auth.loginLink')}
      </Link>
    </p>
  );
}
