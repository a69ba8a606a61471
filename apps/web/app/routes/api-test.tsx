import { useTranslation } from 'react-i18next';
import { ApiTester } from '../features/api-test/api-tester';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/api-test';

export const loader = ({ request }: Route.LoaderArgs) => ({ meta: pageMeta(request, 'apiTest') });
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...metaTags(loaderData?.meta),
  { name: 'robots', content: 'noindex' },
];

export default function ApiTest() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="api-test-page">
      <h1 className="text-3xl font-bold">{t('apiTest.title')}</h1>
      <p className="text-muted">{t('apiTest.intro')}</p>
      <ApiTester />
    </div>
  );
}
