import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { editionPath } from '@vaarta/core/addresses';
import { homeSections } from '../features/home/home-sections.server';
import { EpaperSlot } from '../features/epaper/epaper-slot';
import { HomePage } from '../features/home/home-page';
import { BreakingAlerts } from '../features/push/breaking-alerts';
import { editionPlaceOf, redirectForReader } from '../lib/address.server';
import { editionContext } from '../lib/edition.server';
import { HYDRATE_ON_INTERACTION } from '../ui/page-scripts';
import type { Route } from './+types/home';

/**
 * Every home section of the edition's language, fetched on the server so the first HTML has them.
 * A page load hydrates the sections' cards as plain HTML, so their data stays out of it. At `/`, a
 * returning reader is taken to the address of the edition they chose (docs/decisions/0110); a
 * first visit shows the defaults and the wizard.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const edition = context.get(editionContext);
  const saved = edition.defaulted ? null : await editionPlaceOf(edition);
  if (saved) throw redirectForReader(editionPath(saved));
  return homeSections(request, context);
}

/**
 * The sections follow the reader's content language in the browser (useSectionNews), so a
 * revalidation of this same page (a new edition or interface language) need not resend them.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

/**
 * A reader's first interaction hydrates the home page, not its load; until then a few bytes of
 * inline script move the breaking news carousel (docs/decisions/0096).
 */
export const handle = HYDRATE_ON_INTERACTION;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      news={loaderData.news}
      epaper={<EpaperSlot requiresLogin={loaderData.epaperRequiresLogin} />}
      alerts={<BreakingAlerts />}
    />
  );
}
