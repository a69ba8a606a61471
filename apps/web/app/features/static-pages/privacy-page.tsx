import { useTranslation } from 'react-i18next';
import { TextWithEmail } from '../../ui/email-link';
import { ProsePage, ProseSection } from '../../ui/prose-page';
import { policyDate } from './policy-date';

/**
 * Privacy (docs/product/reading.md, "Static pages"): last updated, intro, sections 1–8, then
 * contact and copyright.
 */
export function PrivacyPage({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <ProsePage title={t('privacy.title')} testId="privacy-page">
      <PrivacyText year={year} />
    </ProsePage>
  );
}

/** The policy below its title: the page shows it, and so does the user menu's dialog. */
export function PrivacyText({ year }: { year: number }) {
  const { t, i18n } = useTranslation();
  const email = t('contact.email');
  return (
    <>
      <p className="text-sm text-muted">
        {t('privacy.lastUpdated', { date: policyDate(i18n.language) })}
      </p>
      <p>{t('privacy.intro')}</p>
      <ProseSection title={t('privacy.s1Title')}>
        <h3 className="mt-2 font-semibold">{t('privacy.s1TechnicalTitle')}</h3>
        <p>{t('privacy.s1Technical')}</p>
        <h3 className="mt-2 font-semibold">{t('privacy.s1PersonalTitle')}</h3>
        <p>{t('privacy.s1Personal')}</p>
      </ProseSection>
      {([2, 3, 4, 5, 6, 7, 8] as const).map((n) => (
        <ProseSection key={n} title={t(`privacy.s${n}Title`)}>
          <p>{t(`privacy.s${n}`)}</p>
        </ProseSection>
      ))}
      <ProseSection title={t('privacy.contactTitle')}>
        <p>
          <TextWithEmail text={t('privacy.contact', { email })} email={email} />
        </p>
      </ProseSection>
      <p className="text-sm text-muted">{t('privacy.copyright', { year })}</p>
    </>
  );
}
