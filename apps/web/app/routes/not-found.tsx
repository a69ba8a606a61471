import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/not-found';

/**
 * Any other path (docs/product/reading.md, "Not-found and error pages"): '404', 'Oops! Page not
 * found' and Return to Home, with a real 404 status.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  data({ meta: pageMeta(request, 'notFound') }, { status: 404 });
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...metaTags(loaderData?.meta),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="not-found">
      <p className="text-7xl font-bold text-brand" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text')}</p>
      <Link
        to="/"
        className="rounded-md bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong"
      >
        {t('notFound.returnHome')}
      </Link>
    </div>
  );
}
