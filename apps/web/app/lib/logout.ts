import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../api/accounts';
import { browserApi } from '../api/browser';
import { useEdition } from './edition-context';
import { clearSession } from './session';

/**
 * Logout (docs/product/accounts.md): the server forgets the token, the browser forgets the
 * stored user, token and flag, and the reader lands on the home page with the default edition.
 * A failed revocation (offline, say) still signs the reader out of this browser.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { reset } = useEdition();
  return useCallback(async () => {
    try {
      await logOut(browserApi);
    } catch {
      // The token expires by itself; the reader asked to leave, so this browser forgets it now.
    }
    clearSession();
    reset();
    await navigate('/');
  }, [navigate, reset]);
}
