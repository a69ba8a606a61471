import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { SessionUser } from '../../lib/session';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * The reader's initials in a circle: the first letter (a whole syllable in Indic scripts) of
 * each name. A zero-width non-joiner keeps two Urdu initials from joining into one word.
 */
export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  const first = (name: string | undefined) =>
    name ? ([...new Intl.Segmenter().segment(name.trim())][0]?.segment ?? '') : '';
  return [first(user.firstName), first(user.lastName)]
    .filter(Boolean)
    .join('\u200c')
    .toLocaleUpperCase();
}

/** The user menu's trigger: the initials, and the first name on wide screens. */
export function UserButton({ user, ...button }: { user: SessionUser } & ComponentProps<'button'>) {
  const { t } = useNamespaceTranslation('accounts');
  return (
    <button
      type="button"
      aria-label={t('account.menu.label', { name: user.firstName })}
      data-testid="user-menu-button"
      className="inline-flex items-center gap-1.5 rounded-full p-1 hover:bg-raised md:pe-2"
      {...button}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
      >
        {initialsOf(user)}
      </span>
      <bdi
        className="hidden max-w-32 truncate text-sm font-semibold md:inline"
        data-testid="user-menu-name"
      >
        {user.firstName}
      </bdi>
      <ChevronDown aria-hidden="true" className="hidden size-4 md:inline" />
    </button>
  );
}
