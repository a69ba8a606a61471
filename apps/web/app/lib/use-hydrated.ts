import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page is the browser's. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
