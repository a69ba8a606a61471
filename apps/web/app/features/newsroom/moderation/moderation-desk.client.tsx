import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../desk/desk-page';
import { LanguageSelect } from '../desk/language-select';
import { HeldComments } from './held-comments';
import { ReportedArticles } from './reported-articles';

/** Moderation: held comments and reported articles of the languages the caller moderates. */
export function ModerationDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.moderation' });
  const [languageId, setLanguageId] = useState('');
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="moderation-desk">
      <div className="max-w-xs">
        <LanguageSelect
          anyLabel={t('allLanguages')}
          value={languageId}
          onChange={(event) => setLanguageId(event.target.value)}
          data-testid="moderation-language"
        />
      </div>
      <HeldComments languageId={languageId} />
      <ReportedArticles languageId={languageId} />
    </DeskPage>
  );
}
