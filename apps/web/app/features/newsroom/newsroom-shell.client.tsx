import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, describeFailure } from '../../api/client';
import { browserApi } from '../../api/browser';
import { fetchNewsroomMe } from '../../api/newsroom-people';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { Loading } from '../../ui/spinner';
import { FailedScreen, RefusedScreen, SignInScreen } from './access-screens';
import { DeskNav } from './desk-nav';
import { useNewsroomT } from './newsroom-i18n';
import { StaffContext } from './staff-context';

/** The query key of the caller's newsroom profile, per session. */
export const newsroomMeKey = (token: string) => ['newsroom', 'me', token] as const;

/**
 * The newsroom around every desk: drawn in the browser (the session lives there) once its words
 * are loaded, it asks the server who the caller is (GET /api/newsroom/me) and shows the login,
 * the refusal for a reader, or the desks the caller's role may use.
 */
export function NewsroomShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <NewsroomAccess />
    </QueryClientProvider>
  );
}

function NewsroomAccess() {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const session = useSession();
  const me = useQuery({
    queryKey: newsroomMeKey(session?.token ?? ''),
    queryFn: () => fetchNewsroomMe(browserApi),
    enabled: Boolean(session),
    retry: false,
    staleTime: 5 * 60_000,
  });
  let screen;
  if (!session) screen = <SignInScreen />;
  else if (me.isPending) screen = <Loading label={t('opening')} />;
  else if (me.error instanceof ApiError && me.error.httpStatus === 403) screen = <RefusedScreen />;
  else if (me.error instanceof ApiError && me.error.httpStatus === 401) screen = <SignInScreen />;
  else if (me.error) {
    screen = (
      <FailedScreen
        message={describeFailure(me.error, common, i18n.language)}
        onRetry={() => void me.refetch()}
      />
    );
  } else {
    screen = (
      <StaffContext.Provider value={me.data}>
        <div className="flex flex-col gap-4 md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
          <div className="flex flex-col gap-3">
            <Link to="/newsroom" className="text-lg font-bold">
              {t('title')}
            </Link>
            <DeskNav />
          </div>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </StaffContext.Provider>
    );
  }
  return (
    <div data-testid="newsroom">
      <title>{t('pageTitle')}</title>
      {screen}
    </div>
  );
}
