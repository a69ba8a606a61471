import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { browserApi } from '../../../api/browser';
import { fetchEditionPdf } from '../../../api/e-papers';
import {
  fetchEditions,
  replaceEditionPdf,
  withdrawEdition,
  type Edition,
} from '../../../api/newsroom-epaper';
import { formatDay } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { editionFacts } from '../../../lib/edition-facts';
import { ActionOrCancel } from '../desk/action-or-cancel';
import { ConfirmStep } from '../desk/confirm-step';
import { isolate } from '../desk/isolate';
import { useDeskFailure } from '../desk/desk-failure';
import { FileField } from '../desk/file-field';
import { LanguageFilteredList } from '../desk/language-filtered-list';
import { useLanguageName } from '../desk/language-select';
import { StaffImage } from '../staff-image';
import { afterDeskChange, DESK_QUERIES } from '../desk/query-keys';

/** The editions of the caller's languages, newest day first, each with its cover. */
export function EditionList() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.epaper' });
  return (
    <LanguageFilteredList
      title={t('editions')}
      testId="edition-list"
      anyLabel={t('allLanguages')}
      queryKey={DESK_QUERIES.editions}
      fetch={(filter, page) => fetchEditions(browserApi, { ...filter, page })}
      loading={t('loading')}
      empty={t('noEditions')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {(edition) => <EditionItem key={edition.id} edition={edition} />}
    </LanguageFilteredList>
  );
}

type Change = { replace: File } | 'withdraw' | 'open';

function EditionItem({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.epaper' });
  const { t: tReader } = useTranslation();
  const failure = useDeskFailure();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<'idle' | 'replacing' | 'withdrawing'>('idle');
  const change = useMutation({
    mutationFn: async (what: Change) => {
      if (what === 'open') {
        const pdf = await fetchEditionPdf(edition.pdfUrl);
        window.open(URL.createObjectURL(pdf), '_blank', 'noopener');
        return;
      }
      if (what === 'withdraw') return withdrawEdition(browserApi, edition.id);
      await replaceEditionPdf(browserApi, edition.id, what.replace);
    },
    onSuccess: (_, what) => {
      if (what === 'open') return;
      toast.success(t(what === 'withdraw' ? 'withdrawn' : 'replaced'));
      setStep('idle');
      return afterDeskChange(queryClient);
    },
  });
  const language = i18n.language;
  const name = languageName(edition.languageId);
  const day = formatDay(edition.date, language);
  return (
    <li
      data-testid="desk-edition"
      className="flex flex-col gap-3 rounded-md border border-line p-3"
    >
      <div className="flex gap-3">
        {edition.thumbnail ? (
          <StaffImage
            src={edition.thumbnail}
            alt={t('cover', { language: name, day })}
            width={96}
            height={128}
            loading="lazy"
            className="h-32 w-24 shrink-0 rounded border border-line bg-white object-cover object-top"
          />
        ) : (
          <div className="h-32 w-24 shrink-0 rounded border border-dashed border-line" />
        )}
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="text-base font-semibold">
            <bdi>{name}</bdi> · {day}
          </p>
          <p data-testid="desk-edition-facts">
            {editionFacts(tReader, language, edition.pageCount, edition.fileSize)}
          </p>
          <p className="text-muted">{t('addedBy', { name: isolate(edition.addedBy) })}</p>
          <button
            type="button"
            className={`${BUTTON.text} self-start`}
            disabled={change.isPending}
            onClick={() => change.mutate('open')}
          >
            {t('openPdf')}
          </button>
        </div>
      </div>
      <FormMessage id={messageId} error={change.isError ? failure(change.error) : null} />
      {step === 'withdrawing' ? (
        <ConfirmStep
          question={t('withdrawQuestion', { language: name, day })}
          action={t('withdraw')}
          pending={change.isPending}
          testId="edition-withdraw-confirm"
          onConfirm={() => change.mutate('withdraw')}
          onCancel={() => setStep('idle')}
        />
      ) : step === 'replacing' ? (
        <div className="flex flex-col gap-2 rounded-md bg-raised p-3">
          <FileField
            label={t('replacePdf')}
            accept="application/pdf,.pdf"
            file={file}
            onFile={setFile}
            describedBy={messageId}
            data-testid="edition-replace-file"
          />
          <ActionOrCancel
            label={t('replace')}
            disabled={!file || change.isPending}
            testId="edition-replace"
            onAction={() => file && change.mutate({ replace: file })}
            onCancel={() => setStep('idle')}
          />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON.secondary}
            data-testid="edition-replace-open"
            onClick={() => setStep('replacing')}
          >
            {t('replace')}
          </button>
          <button
            type="button"
            className={BUTTON.secondary}
            data-testid="edition-withdraw"
            onClick={() => setStep('withdrawing')}
          >
            {t('withdraw')}
          </button>
        </div>
      )}
    </li>
  );
}
