import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indiaDate } from '@vaarta/core/india-time';
import { browserApi } from '../../../api/browser';
import { fetchPriceRows } from '../../../api/newsroom-mandi';
import { TextField } from '../../../ui/text-field';
import { DeskSection } from '../desk/desk-page';
import { useNamesLanguage } from '../desk/language-select';
import { PagedList, usePagedQuery } from '../desk/paged-list';
import { DESK_QUERIES } from '../desk/query-keys';
import { PriceRowItem } from './price-row-item';

/** The prices recorded for a day, to find the row to correct. */
export function PriceRows() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  const [date, setDate] = useState(() => indiaDate(new Date()));
  const languageId = useNamesLanguage();
  const { query: rows, setPage } = usePagedQuery(
    DESK_QUERIES.prices,
    { date, languageId },
    (filter, page) => fetchPriceRows(browserApi, { ...filter, date: filter.date || null, page }),
  );
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
          }}
          data-testid="price-day"
        />
      }
    >
      <PagedList
        query={rows}
        loading={t('loading')}
        empty={t('noPrices')}
        onPage={setPage}
        className="flex flex-col gap-2"
      >
        {(row) => <PriceRowItem key={row.id} row={row} />}
      </PagedList>
    </DeskSection>
  );
}
