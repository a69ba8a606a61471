import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format';
import { describedByOf, FieldLabel } from './field-label';

/**
 * A labelled file input that shows the chosen file's name and size. The file is the caller's
 * state, so a refused upload keeps it for the next try.
 */
export function FileField({
  label,
  hint,
  file,
  onFile,
  invalid = false,
  describedBy,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  file: File | null;
  onFile: (file: File | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        type="file"
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf(id, hint, describedBy)}
        className={`w-full min-w-0 rounded-md border bg-page px-3 py-2 text-sm file:me-3 file:rounded file:border-0 file:bg-raised file:px-3 file:py-1 file:font-semibold ${invalid ? 'border-brand' : 'border-line'}`}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        {...input}
      />
      {file ? (
        <p className="text-sm text-muted" data-testid="chosen-file">
          {t('chosenFile', { name: file.name, size: formatFileSize(file.size, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}
