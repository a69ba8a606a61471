import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../ui/buttons';
import { DeskPage, DeskSection } from '../desk/desk-page';
import { FeedForm } from './feed-form';
import { FeedList } from './feed-list';

/** The feeds: RSS and Atom sources per language and place, whose new items come in as drafts. */
export function FeedsDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.feeds' });
  const [adding, setAdding] = useState(false);
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="feeds-desk">
      {adding ? (
        <DeskSection title={t('addTitle')} testId="feed-add">
          <FeedForm onDone={() => setAdding(false)} />
        </DeskSection>
      ) : (
        <button
          type="button"
          className={`${BUTTON.primary} self-start`}
          onClick={() => setAdding(true)}
          data-testid="feed-add-open"
        >
          {t('add')}
        </button>
      )}
      <FeedList />
    </DeskPage>
  );
}
