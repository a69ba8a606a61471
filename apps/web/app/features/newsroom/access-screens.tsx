import { LockKeyhole, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthLink } from '../../lib/auth-links';
import { BUTTON } from '../../ui/buttons';
import { useNewsroomT } from './newsroom-i18n';

function AccessScreen({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <LockKeyhole aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
      {children}
    </section>
  );
}

/**
 * No session: the link opens the site's login dialog (`#login`), and the newsroom follows once
 * logged in.
 */
export function SignInScreen() {
  const t = useNewsroomT();
  return (
    <AccessScreen title={t('signIn.title')} text={t('signIn.text')}>
      <Link
        to={useAuthLink('login')}
        preventScrollReset
        data-testid="newsroom-login"
        className={BUTTON.primary}
      >
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('signIn.action')}
      </Link>
    </AccessScreen>
  );
}

/** A reader's account: the server answers 403 to every newsroom call. */
export function RefusedScreen() {
  const t = useNewsroomT();
  return (
    <AccessScreen title={t('refused.title')} text={t('refused.text')}>
      <Link to="/" className={BUTTON.secondary} data-testid="newsroom-refused">
        {t('refused.home')}
      </Link>
    </AccessScreen>
  );
}

/** The newsroom could not be asked (no answer, a server failure). */
export function FailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useNewsroomT();
  return (
    <AccessScreen title={t('failed.title')} text={message}>
      <button type="button" onClick={onRetry} className={BUTTON.primary}>
        {t('failed.retry')}
      </button>
    </AccessScreen>
  );
}
