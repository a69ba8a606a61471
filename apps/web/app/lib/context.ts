import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';
import type { ApiReader } from '../api/client';
import type { PageReads } from '../api/page-reads';

/** The typed reads public pages make, answered by the server's services in its process. */
export const readsContext = createContext<PageReads>();

/** The in-process API client for the reads `readsContext` does not cover (mandi, lookups). */
export const apiContext = createContext<ApiReader>();

/** The request's CSP nonce, for loaders that need it. */
export const nonceContext = createContext<string>('');

/** The site's public origin without a trailing slash, for canonical, Open Graph and share URLs. */
export const siteUrlContext = createContext<string>('');

/** Whether the e-newspapers need a signed-in reader (the server's policy). */
export const epaperRequiresLoginContext = createContext<boolean>(true);

/** The key browsers subscribe to breaking-news pushes with; null when the server sends none. */
export const pushKeyContext = createContext<string | null>(null);

/** The nonce again, for components: <Scripts> and <ScrollRestoration> put it on inline scripts. */
export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
