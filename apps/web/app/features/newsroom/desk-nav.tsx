import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { desksFor } from './desks';
import { useNewsroomT } from './newsroom-i18n';
import { useStaff } from './staff-context';

/**
 * The desks the caller's role may use: a column beside the desk on a wide screen, a row that
 * scrolls sideways on a phone, brought round to show the desk that is open.
 */
export function DeskNav() {
  const t = useNewsroomT();
  const { roleType } = useStaff();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={t('nav.label')}
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
    >
      <ul className="flex gap-1 md:flex-col">
        {desksFor(roleType).map(({ id, path, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <NavLink
              to={path}
              data-testid={`desk-${id}`}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                  isActive ? 'bg-brand text-on-brand' : 'hover:bg-raised'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`desks.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
