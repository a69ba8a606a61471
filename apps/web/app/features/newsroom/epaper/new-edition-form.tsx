import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { indiaDate } from '@vaarta/core/india-time';
import { browserApi } from '../../../api/browser';
import { buildEdition, uploadEdition, type Edition } from '../../../api/newsroom-epaper';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection } from '../desk/desk-page';
import { FileField } from '../desk/file-field';
import { LanguageSelect, useFirstWorkLanguage } from '../desk/language-select';
import { afterDeskChange } from '../desk/query-keys';

type Way = { upload: File } | { build: { replace: boolean } };

/**
 * A new edition for a language and day: upload its PDF, or print it from the stories published
 * the day before. A refusal keeps the language, the day and the chosen file.
 */
export function NewEditionForm() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.epaper' });
  const failure = useDeskFailure();
  const firstLanguage = useFirstWorkLanguage();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [languageId, setLanguageId] = useState(firstLanguage);
  const [date, setDate] = useState(() => indiaDate(new Date()));
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  // A new input after a success: the browser's own file input cannot be emptied otherwise.
  const [fileInput, setFileInput] = useState(0);
  const save = useMutation({
    mutationFn: (way: Way): Promise<Edition> =>
      'upload' in way
        ? uploadEdition(browserApi, { languageId, date, file: way.upload })
        : buildEdition(browserApi, { languageId, date, replace: way.build.replace }),
    onSuccess: (_, way) => {
      toast.success(t('upload' in way ? 'uploaded' : 'printed'));
      setFile(null);
      setFileInput((n) => n + 1);
      return afterDeskChange(queryClient);
    },
  });
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(t('choosePdf'));
    setMissing(null);
    save.mutate({ upload: file });
  };
  const error = missing ?? (save.isError ? failure(save.error) : null);
  return (
    <DeskSection title={t('newEdition')} testId="new-edition">
      <form onSubmit={upload} noValidate className="flex flex-col gap-3">
        <FormMessage id={messageId} error={error} testId="new-edition-message" />
        <div className="grid gap-3 sm:grid-cols-2">
          <LanguageSelect
            value={languageId}
            onChange={(event) => setLanguageId(event.target.value)}
            data-testid="edition-language"
          />
          <TextField
            label={t('date')}
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            data-testid="edition-date"
          />
        </div>
        <FileField
          key={fileInput}
          label={t('pdf')}
          hint={t('pdfHint')}
          accept="application/pdf,.pdf"
          file={file}
          onFile={setFile}
          invalid={Boolean(missing)}
          describedBy={messageId}
          data-testid="edition-file"
        />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            className={BUTTON.primary}
            disabled={save.isPending}
            data-testid="edition-upload"
          >
            {save.isPending && save.variables && 'upload' in save.variables
              ? t('uploading')
              : t('upload')}
          </button>
          <span className="text-sm text-muted">{t('or')}</span>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={save.isPending}
            data-testid="edition-build"
            onClick={() => {
              setMissing(null);
              save.mutate({ build: { replace } });
            }}
          >
            {t('print')}
          </button>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={replace}
              onChange={(event) => setReplace(event.target.checked)}
              className="size-4"
            />
            {t('printOver')}
          </label>
        </div>
      </form>
    </DeskSection>
  );
}
