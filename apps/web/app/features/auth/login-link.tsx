import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthLink } from '../../lib/auth-links';
import { loadAuthDialog } from './load-auth-dialog';

/**
 * The header's Login button: a real link to this page's `#login`, so it works before the
 * page has hydrated; the dialog's code starts loading as soon as the reader reaches for it.
 */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={useAuthLink('login')}
      discover="none"
      preventScrollReset
      onPointerEnter={() => void loadAuthDialog()}
      onFocus={() => void loadAuthDialog()}
      data-testid="login-button"
      className="hidden items-center gap-1.5 rounded-md bg-brand px-3 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong md:inline-flex"
    >
      <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('common.login')}
    </Link>
  );
}
