import { useTranslation } from 'react-i18next';
import { DeskPage } from '../desk/desk-page';
import { DailyFetches } from './daily-fetches';
import { NewCommodities } from './new-commodities';
import { PriceFileImport } from './price-file-import';
import { PriceRows } from './price-rows';

/**
 * The mandi desk: the day's government price file, the daily fetches from the open-data portal,
 * and a price corrected by hand.
 */
export function MandiDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="mandi-desk">
      <PriceFileImport />
      <DailyFetches />
      <NewCommodities />
      <PriceRows />
    </DeskPage>
  );
}
