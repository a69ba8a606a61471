import { Link } from 'react-router';
import { desksFor } from './desks';
import { useNewsroomT } from './newsroom-i18n';
import { useStaff } from './staff-context';

/** The newsroom's front page: who is signed in, and a card for each desk they may use. */
export function NewsroomHome() {
  const t = useNewsroomT();
  const staff = useStaff();
  const withoutLanguages = staff.roleType === 'editor' && staff.languageIds.length === 0;
  return (
    <section className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('home.greeting', { name: staff.firstName })}</h1>
        <p className="text-muted" data-testid="newsroom-role">
          {t('home.signedInAs', { role: t(`roles.${staff.roleType}`) })}
        </p>
      </header>
      {withoutLanguages && (
        <p className="rounded-md bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {t('home.noLanguages')}
        </p>
      )}
      <p>{t('home.choose')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {desksFor(staff.roleType).map(({ id, path, icon: Icon }) => (
          <li key={id}>
            <Link
              to={path}
              className="flex h-full gap-3 rounded-lg border border-line bg-surface p-4 hover:bg-raised"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{t(`desks.${id}`)}</span>
                <span className="text-sm text-muted">{t(`deskAbout.${id}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
