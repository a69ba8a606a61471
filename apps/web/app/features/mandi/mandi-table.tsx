import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MandiItem, MandiItemsResult } from '../../api/mandi';
import { formatDay, formatNumber, formatRupees } from '../../lib/format';
import { mandiSearch } from './mandi-query';
import { PriceSparkline } from './price-sparkline';
import { PriceTrendChart } from './price-trend-chart';
import { TrendChip } from './trend-chip';

type Selection = { stateId: string; districtId: string; categoryId: string };

/** Below 640 px each row is a card whose cells carry their column's name. */
const cell =
  'px-3 py-2 align-top max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:text-sm max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

const latestDate = (items: MandiItem[]) =>
  items.reduce((latest, item) => (item.priceDate > latest ? item.priceDate : latest), '');

/**
 * The prices (docs/product/mandi.md): commodity, mandi, min, max and modal price with its trend
 * and recent history, unit and quality; rupees with Indian grouping; 10 rows a page.
 */
export function MandiTable({
  result,
  selection,
}: {
  result: MandiItemsResult;
  selection: Selection;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { items, pagination } = result;
  const columns = {
    commodity: t('mandi.columns.commodity'),
    mandi: t('mandi.columns.mandi'),
    min: t('mandi.columns.min'),
    max: t('mandi.columns.max'),
    modal: t('mandi.columns.modal'),
    unit: t('mandi.columns.unit'),
    quality: t('mandi.columns.quality'),
  };
  const latest = latestDate(items);
  return (
    <section
      aria-labelledby="mandi-results"
      className="flex flex-col gap-3"
      data-testid="mandi-results"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mandi-results" className="text-lg font-bold">
          {t('mandi.results')}
        </h2>
        {latest ? (
          <p className="text-sm text-muted">
            {t('mandi.asOf', { date: formatDay(latest, language) })}
          </p>
        ) : null}
      </div>
      <div className="overflow-x-auto rounded-lg border border-line bg-surface max-sm:border-0 max-sm:bg-transparent">
        <table className="w-full border-collapse text-start text-sm max-sm:block">
          <thead className="bg-raised text-start max-sm:sr-only">
            <tr>
              {Object.values(columns).map((name) => (
                <th
                  key={name}
                  scope="col"
                  className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
            {items.length === 0 ? (
              <tr className="max-sm:block">
                <td
                  colSpan={7}
                  className="px-3 py-6 text-center text-muted max-sm:block"
                  data-testid="mandi-empty"
                >
                  {t('mandi.noData')}
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr
                  key={`${item.id}|${item.districtId}|${item.market}|${item.variety}|${item.quality}`}
                  className="border-t border-line max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-surface max-sm:p-3"
                  data-testid="mandi-row"
                >
                  <th
                    scope="row"
                    className="px-3 py-2 text-start align-top font-semibold max-sm:block max-sm:px-0 max-sm:pb-2 max-sm:text-base"
                  >
                    <span aria-hidden="true" className="me-1">
                      {item.itemIcon}
                    </span>
                    {item.name}
                  </th>
                  <td className={cell} data-label={columns.mandi}>
                    <span className="flex flex-col max-sm:items-end">
                      <span>{item.districtName}</span>
                      {item.market.toLowerCase() !== item.districtName.toLowerCase() ? (
                        <bdi className="text-xs text-muted">{item.market}</bdi>
                      ) : null}
                    </span>
                  </td>
                  <td className={`${cell} whitespace-nowrap`} data-label={columns.min}>
                    {formatRupees(item.minPrice, language)}
                  </td>
                  <td className={`${cell} whitespace-nowrap`} data-label={columns.max}>
                    {formatRupees(item.maxPrice, language)}
                  </td>
                  <td className={cell} data-label={columns.modal}>
                    <span className="flex flex-col gap-1 max-sm:items-end">
                      <span className="flex items-center gap-1.5 whitespace-nowrap">
                        <span className="font-bold" data-testid="modal-price">
                          {formatRupees(item.avgPrice, language)}
                        </span>
                        {item.trend ? <TrendChip trend={item.trend} /> : null}
                      </span>
                      <PriceSparkline
                        history={item.history}
                        label={t('mandi.history', {
                          count: item.history.length,
                          from: formatDay(item.history[0]?.date ?? item.priceDate, language),
                          to: formatDay(item.priceDate, language),
                        })}
                      />
                      {item.history.length > 1 ? (
                        <details data-testid="price-trend">
                          <summary className="cursor-pointer text-xs font-medium text-accent">
                            {t('mandi.chart.show', { count: item.history.length })}
                          </summary>
                          <PriceTrendChart
                            history={item.history}
                            name={item.name}
                            market={item.market}
                          />
                        </details>
                      ) : null}
                    </span>
                  </td>
                  <td className={cell} data-label={columns.unit}>
                    {item.unit}
                  </td>
                  <td className={cell} data-label={columns.quality}>
                    <bdi>{[item.variety, item.quality].filter(Boolean).join(' · ')}</bdi>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination.totalPages > 1 ? (
        <MandiPaging
          page={pagination.page}
          totalPages={pagination.totalPages}
          selection={selection}
          language={language}
        />
      ) : null}
    </section>
  );
}

/** Previous and next pages as real links, so they work before the page is interactive. */
function MandiPaging({
  page,
  totalPages,
  selection,
  language,
}: {
  page: number;
  totalPages: number;
  selection: Selection;
  language: string;
}) {
  const { t } = useTranslation();
  const link =
    'inline-flex min-h-11 items-center gap-1 rounded-md border border-line px-3 text-sm font-medium hover:bg-raised';
  const off = `${link} pointer-events-none opacity-40`;
  return (
    <nav
      aria-label={t('mandi.pages')}
      className="flex items-center justify-between gap-2"
      data-testid="mandi-paging"
    >
      {page > 1 ? (
        <Link to={mandiSearch(selection, page - 1)} preventScrollReset className={link} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('common.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('common.previous')}
        </span>
      )}
      <span className="text-sm" aria-current="page">
        {t('mandi.page', {
          page: formatNumber(page, language),
          total: formatNumber(totalPages, language),
        })}
      </span>
      {page < totalPages ? (
        <Link to={mandiSearch(selection, page + 1)} preventScrollReset className={link} rel="next">
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </span>
      )}
    </nav>
  );
}
