import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE, PARENTAL_CONSENT_AGE } from '@vaarta/core/constants';
import { TextWithEmail } from '../../ui/email-link';
import { ProsePage, ProseSection } from '../../ui/prose-page';
import { policyDate } from './policy-date';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

/**
 * Terms (docs/product/reading.md, "Static pages"): last-updated block with two intro paragraphs, 13
 * numbered sections + contact.
 */
export function TermsPage({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <ProsePage title={t('terms.title')} testId="terms-page">
      <TermsText year={year} />
    </ProsePage>
  );
}

/** The terms below their title: the page shows them, and so does the user menu's dialog. */
export function TermsText({ year }: { year: number }) {
  const { t, i18n } = useTranslation();
  const email = t('contact.email');
  return (
    <>
      <div className="rounded-lg border border-line bg-surface p-4">
        <p className="text-sm text-muted">
          {t('terms.lastUpdated', { date: policyDate(i18n.language) })}
        </p>
        <p className="mt-2">{t('terms.intro1')}</p>
        <p className="mt-2">{t('terms.intro2')}</p>
      </div>
      {SECTIONS.map((n) => (
        <ProseSection key={n} title={t(`terms.s${n}Title`)}>
          <p>
            <TextWithEmail
              text={t(`terms.s${n}`, {
                minimumAge: MINIMUM_AGE,
                consentAge: PARENTAL_CONSENT_AGE,
                email,
              })}
              email={email}
            />
          </p>
        </ProseSection>
      ))}
      <p className="text-sm text-muted">{t('terms.copyright', { year })}</p>
    </>
  );
}
