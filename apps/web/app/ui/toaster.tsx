import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toasterMounted, toasterWanted } from '../lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

function MountedSignal() {
  useEffect(toasterMounted, []);
  return null;
}

/** sonner's Toaster, fetched with the page's first toast (lib/toast): until then it shows nothing. */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <MountedSignal />
    </Suspense>
  );
}
