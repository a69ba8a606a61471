import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { importPriceFile, type PriceImport } from '../../../api/newsroom-mandi';
import { formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection } from '../desk/desk-page';
import { FileField } from '../desk/file-field';
import { afterDeskChange } from '../desk/query-keys';

/** Upload the day's price file; then what became of its rows, and why rows were rejected. */
export function PriceFileImport() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  const failure = useDeskFailure();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (chosen: File) => importPriceFile(browserApi, chosen),
    onSuccess: () => afterDeskChange(queryClient),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(t('chooseFile'));
    setMissing(null);
    run.mutate(file);
  };
  return (
    <DeskSection title={t('importTitle')} testId="price-import">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormMessage
          id={messageId}
          error={missing ?? (run.isError ? failure(run.error) : null)}
          testId="price-import-message"
        />
        <FileField
          label={t('file')}
          hint={t('fileHint')}
          accept=".csv,.json,text/csv,application/json"
          file={file}
          onFile={setFile}
          invalid={Boolean(missing)}
          describedBy={messageId}
          data-testid="price-file"
        />
        <button
          type="submit"
          className={`${BUTTON.primary} self-start`}
          disabled={run.isPending}
          data-testid="price-import-submit"
        >
          {run.isPending ? t('importing') : t('import')}
        </button>
      </form>
      {run.isSuccess ? <ImportOutcome outcome={run.data} /> : null}
    </DeskSection>
  );
}

const COUNTS = ['rows', 'imported', 'updated', 'unchanged', 'rejected'] as const;

function ImportOutcome({ outcome }: { outcome: PriceImport }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div role="status" data-testid="price-import-outcome" className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-md bg-raised p-2 text-center">
            <dt className="text-sm text-muted">{t(`counts.${count}`)}</dt>
            <dd className="text-xl font-bold" data-testid={`price-import-${count}`}>
              {number(outcome[count])}
            </dd>
          </div>
        ))}
      </dl>
      {outcome.reasons.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('rejectedWhy')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {outcome.reasons.map(({ reason, count, rows }) => (
              <li key={reason} data-testid="price-import-reason">
                {/* The importer's reasons are in English, as the price file is. */}
                <span dir="ltr" className="font-semibold">
                  {reason}
                </span>{' '}
                —{' '}
                {t('rejectedRows', {
                  count,
                  rows: number(count),
                  list: rows.map(number).join(', '),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
