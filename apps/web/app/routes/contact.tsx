import { ContactPage } from '../features/static-pages/contact-page';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/contact';

export const loader = ({ request }: Route.LoaderArgs) => ({ meta: pageMeta(request, 'contact') });
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function Contact() {
  return <ContactPage />;
}
