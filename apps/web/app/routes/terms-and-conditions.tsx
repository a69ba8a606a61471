import { TermsPage } from '../features/static-pages/terms-page';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/terms-and-conditions';

export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: pageMeta(request, 'terms'),
  year: new Date().getFullYear(),
});
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  return <TermsPage year={loaderData.year} />;
}
