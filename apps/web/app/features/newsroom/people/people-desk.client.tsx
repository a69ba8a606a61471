import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES, type RoleType } from '@vaarta/core/constants';
import { browserApi } from '../../../api/browser';
import { fetchPeople } from '../../../api/newsroom-people';
import { BUTTON } from '../../../ui/buttons';
import { SelectField } from '../../../ui/form-fields';
import { TextField } from '../../../ui/text-field';
import { DeskPage, DeskSection } from '../desk/desk-page';
import { PagedList, usePagedQuery } from '../desk/paged-list';
import { DESK_QUERIES } from '../desk/query-keys';
import { PersonItem } from './person-item';

/** People (Admins): find a person, change their role, assignments and account. */
export function PeopleDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.people' });
  const [typed, setTyped] = useState({ search: '', roleType: '' });
  const [filter, setFilter] = useState(typed);
  const { query: people, setPage } = usePagedQuery(DESK_QUERIES.people, filter, (found, page) =>
    fetchPeople(browserApi, {
      search: found.search,
      roleType: (found.roleType || null) as RoleType | null,
      page,
    }),
  );
  const find = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed);
  };
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="people-desk">
      <DeskSection title={t('findTitle')}>
        <form
          role="search"
          onSubmit={find}
          className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]"
        >
          <TextField
            label={t('search')}
            type="search"
            dir="auto"
            value={typed.search}
            onChange={(event) => setTyped({ ...typed, search: event.target.value })}
            data-testid="people-search"
          />
          <SelectField
            label={t('role')}
            value={typed.roleType}
            onChange={(event) => setTyped({ ...typed, roleType: event.target.value })}
            data-testid="people-role-filter"
          >
            <option value="">{t('anyRole')}</option>
            {ROLE_TYPES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={BUTTON.primary} data-testid="people-find">
            {t('find')}
          </button>
        </form>
        <PagedList query={people} loading={t('loading')} empty={t('noPeople')} onPage={setPage}>
          {(person) => <PersonItem key={person.id} person={person} />}
        </PagedList>
      </DeskSection>
    </DeskPage>
  );
}
