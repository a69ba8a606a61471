import { useEffect } from 'react';
import { fetchProfile } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { ApiError } from '../../api/client';
import { clearSession, readSession, saveSession, storedToken } from '../../lib/session';

/**
 * Start-up (docs/product/accounts.md): a stored user is used as it is; a token stored without
 * a usable user fetches the profile, and a refusal or a malformed answer quietly forgets the
 * token. No answer at all (offline, or the reader already left the page) forgets nothing: the
 * next start tries again.
 */
export function useSessionStartup(): void {
  useEffect(() => {
    const token = storedToken();
    if (!token || readSession()?.user) return;
    fetchProfile(browserApi)
      .then((user) => {
        if (storedToken() === token) saveSession(token, user);
      })
      .catch((error: unknown) => {
        const unanswered = error instanceof ApiError && error.httpStatus === 0;
        if (!unanswered && storedToken() === token) clearSession();
      });
  }, []);
}
