import { useSyncExternalStore } from 'react';
import type { User } from '@vaarta/core/entities/account';

/**
 * The reader's session (docs/product/accounts.md, "Sessions and tokens"): local-storage keys
 * `token`, `user` (JSON) and `isLoggedIn`. A reader is signed in when a token is stored and
 * flagged.
 */
const LOGIN_KEYS = { token: 'token', user: 'user', loggedIn: 'isLoggedIn' } as const;

/** The key of the stored token: a page that waits for the reader to hydrate checks it first. */
export const SESSION_TOKEN_KEY = LOGIN_KEYS.token;

/** The stored user: the profile the server sent, at least its id and first name. */
export type SessionUser = Pick<User, 'id' | 'firstName'> & Partial<User>;

export interface Session {
  token: string;
  user: SessionUser | null;
}

/** Tells this tab's listeners; other tabs hear the `storage` event. */
const CHANGED = 'vaarta:session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    return value && typeof value.id === 'string' && typeof value.firstName === 'string'
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}

let cached: { key: string; session: Session | null } = { key: '', session: null };

/** The stored session, or null; the same object until the stored values change. */
export function readSession(): Session | null {
  const store = storage();
  const token = store?.getItem(LOGIN_KEYS.token) ?? '';
  const flagged = store?.getItem(LOGIN_KEYS.loggedIn) === 'true';
  const user = store?.getItem(LOGIN_KEYS.user) ?? '';
  const key = `${token}\n${flagged}\n${user}`;
  if (key !== cached.key) {
    cached = { key, session: token && flagged ? { token, user: parseUser(user) } : null };
  }
  return cached.session;
}

/** The stored token, flagged or not: start-up fetches the profile for a token without a user. */
export function storedToken(): string | null {
  return storage()?.getItem(LOGIN_KEYS.token) || null;
}

/** Keeps a signed-in reader: their token, their profile and the logged-in flag. */
export function saveSession(token: string, user: SessionUser): void {
  const store = storage();
  if (!store) return;
  store.setItem(LOGIN_KEYS.token, token);
  store.setItem(LOGIN_KEYS.user, JSON.stringify(user));
  store.setItem(LOGIN_KEYS.loggedIn, 'true');
  window.dispatchEvent(new Event(CHANGED));
}

/** Replaces the stored profile (after an edit) while the reader stays signed in. */
export function saveUser(user: SessionUser): void {
  const token = storedToken();
  if (token) saveSession(token, user);
}

/** Forgets the session (docs/decisions/0020: after any 401, on logout). */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(LOGIN_KEYS)) store.removeItem(key);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the session changes, in this tab or another. */
function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(LOGIN_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, listener);
  };
}

/** The session for components: none on the server and during hydration, then the stored one. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}
