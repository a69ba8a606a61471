import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../lib/edition-context';
import { SelectField } from '../../../ui/form-fields';

/**
 * A content language, named in its own script. With `anyLabel` it also offers "every language
 * you work in" (the empty value), as the desks' lists filter.
 */
export function LanguageSelect({
  anyLabel,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'label'> & {
  label?: string;
  anyLabel?: string;
}) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  const { languages } = useEdition();
  return (
    <SelectField label={select.label ?? t('language')} {...select}>
      {anyLabel ? <option value="">{anyLabel}</option> : null}
      {languages.map((language) => (
        <option key={language.id} value={language.id}>
          {language.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A language's own name by its id, for a list's lines. */
export function useLanguageName(): (languageId: string) => string {
  const { languages } = useEdition();
  return (languageId) => languages.find((language) => language.id === languageId)?.name ?? '';
}
