import { lazy, Suspense, useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { useHydrated } from '../lib/use-hydrated';
import { toasterMounted } from '../lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

function MountedSignal() {
  useEffect(toasterMounted, []);
  return null;
}

/** sonner's Toaster, fetched once the page has hydrated: nothing shows before a toast anyway. */
export function Toaster(props: ToasterProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <MountedSignal />
    </Suspense>
  );
}
