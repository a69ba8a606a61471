import { lazy, Suspense, type ReactNode } from 'react';
import { preloadNamespace } from '../../lib/namespaces';
import { useSession } from '../../lib/session';
import type { PolicyTexts } from './account-dialogs';

const UserMenu = lazy(() =>
  Promise.all([import('./user-menu'), preloadNamespace('accounts')]).then(([module]) => module),
);

/**
 * The header's account corner: the Login link for a visitor (as the server renders it), the
 * user menu once a signed-in reader's page is the browser's. The menu's code loads only for
 * signed-in readers.
 */
export function AccountControl({
  loginLink,
  policies,
}: {
  loginLink: ReactNode;
  policies: PolicyTexts;
}) {
  const session = useSession();
  if (!session) return loginLink;
  const user = session.user ?? { id: '', firstName: '' };
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <UserMenu user={user} policies={policies} />
    </Suspense>
  );
}
