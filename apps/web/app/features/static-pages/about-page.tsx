import { useTranslation } from 'react-i18next';
import { ProsePage, ProseSection } from '../../ui/prose-page';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ProsePage title={t('about.title')} testId="about-page">
      <p className="text-lg">{t('about.intro')}</p>
      {(['mission', 'coverage', 'languages', 'values'] as const).map((part) => (
        <ProseSection key={part} title={t(`about.${part}Title`)}>
          <p>{t(`about.${part}`)}</p>
        </ProseSection>
      ))}
    </ProsePage>
  );
}
