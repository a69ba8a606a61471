import { AboutPage } from '../features/static-pages/about-page';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/about';

export const loader = ({ request }: Route.LoaderArgs) => ({ meta: pageMeta(request, 'about') });
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function About() {
  return <AboutPage />;
}
