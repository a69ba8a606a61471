import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

/** The VAPID public key readers' browsers subscribe to pushes with; null: the server sends none. */
export const usePushKey = (): string | null =>
  useRouteLoaderData<typeof rootLoader>('root')?.pushKey ?? null;
