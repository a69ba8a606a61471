import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indiaDate } from '@vaarta/core/india-time';
import { browserApi } from '../../../api/browser';
import { fetchPriceRows } from '../../../api/newsroom-mandi';
import { FormMessage } from '../../../ui/form-message';
import { Loading } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection, EmptyList } from '../desk/desk-page';
import { Pager } from '../desk/pager';
import { DESK_QUERIES } from '../desk/query-keys';
import { PriceRowItem } from './price-row-item';

/** The prices recorded for a day, to find the row to correct. */
export function PriceRows() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  const failure = useDeskFailure();
  const [date, setDate] = useState(() => indiaDate(new Date()));
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...DESK_QUERIES.prices, date, page],
    queryFn: () => fetchPriceRows(browserApi, { date: date || null, page }),
  });
  return (
    <DeskSection
      title={t('pricesTitle')}
      testId="price-rows"
      actions={
        <TextField
          label={t('day')}
          type="date"
          value={date}
          className="w-full sm:w-48"
          onChange={(event) => {
            setDate(event.target.value);
            setPage(1);
          }}
          data-testid="price-day"
        />
      }
    >
      {rows.isPending ? (
        <Loading label={t('loading')} />
      ) : rows.isError ? (
        <FormMessage id="price-rows-error" error={failure(rows.error)} />
      ) : rows.data.items.length === 0 ? (
        <EmptyList>{t('noPrices')}</EmptyList>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {rows.data.items.map((row) => (
              <PriceRowItem key={row.id} row={row} />
            ))}
          </ul>
          <Pager pagination={rows.data.pagination} onPage={setPage} />
        </>
      )}
    </DeskSection>
  );
}
