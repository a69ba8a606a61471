import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_HASH, authModeOf, type AuthMode } from '../../lib/auth-links';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { loadAuthDialog } from './load-auth-dialog';

const AuthDialog = lazy(loadAuthDialog);

/**
 * Opens the auth dialog when the address ends in `#login` or `#signup` (the header's Login
 * link, the mobile menu, any link from outside). The server never sees the hash, so the
 * dialog appears once the page is the browser's: a Login tap made before hydration only
 * changed the hash and is honoured then. Closing the dialog drops the hash.
 */
export function AuthDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const wanted = authModeOf(location.hash);
  const hydrated = useHydrated();
  // Mounted on first use and kept, so Radix can hand the focus back when it closes.
  const [mounted, setMounted] = useState(false);
  if (hydrated && wanted && !mounted) setMounted(true);
  if (!mounted) return null;

  const go = (mode: AuthMode | null) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: mode ? AUTH_HASH[mode] : '' },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Suspense fallback={null}>
      <AuthDialog mode={session ? null : wanted} onModeChange={go} onClose={() => go(null)} />
    </Suspense>
  );
}
