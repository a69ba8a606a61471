import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMandiPage } from '../features/mandi/load-mandi.server';
import { MandiFilters } from '../features/mandi/mandi-filters';
import { readMandiQuery } from '../features/mandi/mandi-query';
import { MandiTable } from '../features/mandi/mandi-table';
import { apiContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import type { Route } from './+types/mandi';

/** Lists, the edition's preselection and the asked prices, on the server (docs/product/mandi.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readMandiQuery(new URL(request.url).searchParams);
  return loadMandiPage(context.get(apiContext), context.get(editionContext), query);
}

export default function Mandi({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The prices shown answer the sent selection: changing a dropdown clears them until the form
  // is sent again. (Keyed by the selection, not the address, which may change by itself.)
  const sent =
    page.language === null ? '' : [page.language.id, ...Object.values(page.selection)].join('|');
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const changed = changedFor === sent;
  const title = t('mandi.title');
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} | ${t('meta.siteName')}`}</title>
      <meta name="description" content={t('mandi.intro')} />
      <header>
        <h1 className="border-s-4 border-brand ps-3 text-2xl font-bold">{title}</h1>
        <p className="mt-1 ps-4 text-muted">{t('mandi.intro')}</p>
      </header>
      {page.language === null ? (
        <p role="status" className="rounded-lg border border-dashed border-line p-6 text-center">
          {t('mandi.chooseLanguage')}
        </p>
      ) : (
        <>
          <MandiFilters
            key={sent}
            languageId={page.language.id}
            states={page.states}
            districts={page.districts}
            categories={page.categories}
            selection={page.selection}
            onChange={() => setChangedFor(sent)}
            onSubmit={() => setChangedFor(null)}
          />
          {changed || page.prices === null ? null : 'failed' in page.prices ? (
            <p role="alert" className="rounded-lg border border-line bg-surface p-4">
              {t('mandi.failed')}
            </p>
          ) : (
            <MandiTable
              result={page.prices.result}
              selection={{
                stateId: page.selection.stateId!,
                districtId: page.selection.districtId!,
                categoryId: page.selection.categoryId!,
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
