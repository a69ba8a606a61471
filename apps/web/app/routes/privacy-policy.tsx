import { PrivacyPage } from '../features/static-pages/privacy-page';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/privacy-policy';

export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: pageMeta(request, 'privacy'),
  year: new Date().getFullYear(),
});
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage year={loaderData.year} />;
}
