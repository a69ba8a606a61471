import { useLocation, type To } from 'react-router';

/** The auth dialog's two titles, each with its own address: `#login` and `#signup`. */
export type AuthMode = 'login' | 'signup';

export const AUTH_HASH: Record<AuthMode, string> = { login: '#login', signup: '#signup' };

/** The mode a location's hash asks for, if any. */
export function authModeOf(hash: string): AuthMode | null {
  if (hash === AUTH_HASH.login) return 'login';
  if (hash === AUTH_HASH.signup) return 'signup';
  return null;
}

/**
 * Where a Login or Sign up link leads: this very page with `#login` or `#signup`, so the
 * reader signs in where they are (an article they want to like) and a tap made before
 * hydration is still there when the page wakes up.
 */
export function useAuthLink(mode: AuthMode): To {
  const { pathname, search } = useLocation();
  return { pathname, search, hash: AUTH_HASH[mode] };
}
