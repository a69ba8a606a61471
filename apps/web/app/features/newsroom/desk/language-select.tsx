import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { editsLanguage } from '@vaarta/core/newsroom-rules';
import { useEdition } from '../../../lib/edition-context';
import { SelectField } from '../../../ui/form-fields';
import { useStaffScope } from '../staff-context';

/**
 * A language the caller works in (an editor's own, every one for an Admin), named in its own
 * script. With `anyLabel` it also offers "every language you work in" (the empty value), as
 * the desks' lists filter.
 */
export function LanguageSelect({
  anyLabel,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'label'> & {
  label?: string;
  anyLabel?: string;
}) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  const languages = useWorkLanguages();
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

/** A list's language filter beside its heading: one language, or every one the caller works in. */
export function ListLanguageFilter({
  value,
  anyLabel,
  onChange,
}: {
  value: string;
  anyLabel: string;
  onChange: (languageId: string) => void;
}) {
  return (
    <div className="w-full sm:w-56">
      <LanguageSelect
        anyLabel={anyLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A language's own name by its id, for a list's lines. */
export function useLanguageName(): (languageId: string) => string {
  const { languages } = useEdition();
  return (languageId) => languages.find((language) => language.id === languageId)?.name ?? '';
}

/** The content languages the caller edits: an editor's assignments, or all for an Admin. */
export function useWorkLanguages() {
  const { languages } = useEdition();
  const staff = useStaffScope();
  return languages.filter((language) => editsLanguage(staff, language.id));
}

/** The language a new item starts in: the reader's edition's if the caller works in it. */
export function useFirstWorkLanguage(): string {
  const { edition } = useEdition();
  const languages = useWorkLanguages();
  const own = languages.find((language) => language.id === edition.language?.id);
  return (own ?? languages[0])?.id ?? '';
}

/** The content language of the interface's, to have places and commodities named in it. */
export function useNamesLanguage(): string {
  const { i18n } = useTranslation();
  const { languages } = useEdition();
  return (languages.find((l) => l.code === i18n.language) ?? languages[0])?.id ?? '';
}
