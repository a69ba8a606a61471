import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../api/newsroom-people';
import { formatDateTime } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { PersonChanges } from './person-changes';

/** One account in the list: who, their role and state; Manage opens what an Admin may change. */
export function PersonItem({ person }: { person: Person }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.people' });
  const [open, setOpen] = useState(false);
  const suspended = person.status === 'suspended';
  return (
    <li data-testid="person" className="flex flex-col gap-3 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            <bdi>
              {person.firstName} {person.lastName}
            </bdi>{' '}
            <span className="text-sm font-normal text-muted" data-testid="person-role">
              · {t(`roles.${person.roleType}`)}
            </span>
          </p>
          <p className="truncate text-sm text-muted">
            <bdi dir="ltr">
              {person.email}
              {person.phone ? ` · ${person.phone}` : ''}
            </bdi>
          </p>
          <p className="text-sm text-muted">
            {person.lastLoginAt
              ? t('lastLogin', { at: formatDateTime(person.lastLoginAt, i18n.language) })
              : t('neverLoggedIn')}
          </p>
        </div>
        {suspended ? (
          <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
            {t('suspendedBadge')}
          </span>
        ) : null}
      </div>
      {open ? (
        <PersonChanges person={person} onClose={() => setOpen(false)} />
      ) : (
        <button
          type="button"
          className={`${BUTTON.secondary} self-start`}
          onClick={() => setOpen(true)}
          data-testid="person-manage"
        >
          {t('manage')}
        </button>
      )}
    </li>
  );
}
