import { useTranslation } from 'react-i18next';
import { DeskPage } from '../desk/desk-page';
import { EditionList } from './edition-list';
import { NewEditionForm } from './new-edition-form';

/** The e-paper desk: a day's edition uploaded as a PDF or printed from the day's stories. */
export function EpaperDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.epaper' });
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="epaper-desk">
      <NewEditionForm />
      <EditionList />
    </DeskPage>
  );
}
