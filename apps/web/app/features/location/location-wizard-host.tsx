import { lazy, Suspense, useState } from 'react';
import { useEdition } from '../../lib/edition-context';
import { loadWizard } from './load-wizard';

const LocationWizard = lazy(loadWizard);

/** Mounts the wizard the first time it is opened and keeps it, so focus returns on close. */
export function LocationWizardHost() {
  const { wizardOpen } = useEdition();
  const [mounted, setMounted] = useState(false);
  if (wizardOpen && !mounted) setMounted(true);
  if (!mounted && !wizardOpen) return null;
  return (
    <Suspense fallback={null}>
      <LocationWizard />
    </Suspense>
  );
}
