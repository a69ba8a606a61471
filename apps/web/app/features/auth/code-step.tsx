import { useId, useState, type FormEvent } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@vaarta/core/constants';
import { otpCode } from '@vaarta/core/entities/account';
import { resendResetCode, verifyResetCode } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { formatNumber } from '../../lib/format';
import { BUTTON } from '../../ui/buttons';
import { FormMessage } from '../../ui/form-message';
import { codeFailure, resendFailure } from './auth-failures';
import { CodeBoxes } from './code-boxes';
import { StepHeading } from './step-heading';
import { useCountdown } from './use-countdown';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * Forgot password, second step: the 5-digit code in five boxes. Verify waits for all five
 * digits; Resend waits out the server's 60 s between codes, and both wait for each other.
 */
export function CodeStep({
  email,
  sentAt,
  onResent,
  onVerified,
  onBack,
}: {
  email: string;
  sentAt: number;
  onResent: (sentAt: number) => void;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const complete = otpCode.safeParse(code).success;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || verifying) return;
    setFailure(null);
    setNotice(null);
    setVerifying(true);
    try {
      await verifyResetCode(browserApi, { email, code });
      onVerified(code);
    } catch (error) {
      setFailure(codeFailure(error, t, i18n.language, 'auth.errors.invalidCode'));
      setVerifying(false);
    }
  }

  async function resend() {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      await resendResetCode(browserApi, { email, language: i18n.language });
      setCode('');
      setNotice(t('auth.code.resent'));
      onResent(Date.now());
    } catch (error) {
      setFailure(resendFailure(error, t, i18n.language));
    } finally {
      setResending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4" data-testid="code-form">
      <StepHeading
        id={`${id}-title`}
        title={t('auth.code.title')}
        text={t('auth.code.text', {
          email,
          minutes: formatNumber(OTP_TTL_MINUTES, i18n.language),
        })}
        takeFocus={false}
      />
      <FormMessage id={errorId} error={failure} success={notice} testId="auth-message" />
      <CodeBoxes
        value={code}
        onChange={setCode}
        labelledBy={`${id}-title`}
        describedBy={errorId}
        invalid={failure !== null}
        disabled={verifying}
        focusFirst
      />
      <button
        type="submit"
        disabled={!complete || verifying}
        className={BUTTON.primary}
        data-testid="code-verify"
      >
        {verifying ? t('auth.code.verifying') : t('auth.code.verify')}
      </button>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={onBack} className={BUTTON.text} data-testid="step-back">
          {t('common.back')}
        </button>
        <ResendButton
          key={sentAt}
          sentAt={sentAt}
          busy={resending || verifying}
          resending={resending}
          onResend={() => void resend()}
        />
      </div>
    </form>
  );
}

/** 'Resend code in 59 s' until the server allows a new code, then 'Resend code'. */
function ResendButton({
  sentAt,
  busy,
  resending,
  onResend,
}: {
  sentAt: number;
  busy: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const seconds = useCountdown(sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={seconds > 0 || busy}
      className={BUTTON.text}
      data-testid="code-resend"
    >
      {resending
        ? t('auth.code.resending')
        : seconds > 0
          ? t('auth.code.resendIn', { seconds: formatNumber(seconds, i18n.language) })
          : t('auth.code.resend')}
    </button>
  );
}
