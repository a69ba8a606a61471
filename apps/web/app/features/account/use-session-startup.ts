import { useEffect } from 'react';
import { fetchProfile } from '../../api/accounts';
import { browserApi } from '../../lib/api';
import { clearSession, readSession, saveSession, storedToken } from '../../lib/session';

/**
 * Start-up (docs/product/accounts.md): a stored user is used as it is; a token stored without
 * a usable user fetches the profile, and any failure to get one quietly forgets the token.
 */
export function useSessionStartup(): void {
  useEffect(() => {
    const token = storedToken();
    if (!token || readSession()?.user) return;
    fetchProfile(browserApi)
      .then((user) => {
        if (storedToken() === token) saveSession(token, user);
      })
      .catch(() => {
        if (storedToken() === token) clearSession();
      });
  }, []);
}
