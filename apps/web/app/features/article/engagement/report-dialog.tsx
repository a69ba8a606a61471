import { useMutation } from '@tanstack/react-query';
import { Dialog, RadioGroup } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@vaarta/core/constants';
import { browserApi } from '../../../api/browser';
import { ApiError, describeFailure } from '../../../api/client';
import { reportArticle } from '../../../api/engagement';
import { formatNumber } from '../../../lib/format';
import { CenteredDialog } from '../../../ui/centered-dialog';
import { URDU_LINES } from '../typography';

/**
 * Report modal (docs/product/engagement.md, "Reports"): a required reason (8 choices), optional
 * details up to 500 characters with a live counter, Cancel and submit. No login is needed
 * (docs/decisions/0021); the server limits reports per address (same record).
 */
export function ReportDialog({
  newsId,
  open,
  onOpenChange,
}: {
  newsId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  const send = useMutation({
    mutationFn: (report: { reason: ReportReason; description: string }) =>
      reportArticle(browserApi, newsId, report),
    onSuccess: () => {
      setReason('');
      setDetails('');
      onOpenChange(false);
      toast.success(t('article.report.submittedTitle'), {
        description: t('article.report.submittedText'),
      });
    },
    onError: (error) => {
      // A 429 explains itself (the server says when to try again).
      const message =
        error instanceof ApiError
          ? error.httpStatus === 429
            ? error.message
            : describeFailure(error, t, i18n.language)
          : t('article.report.failed');
      toast.error(message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.mutate({ reason, description: details.trim() });
  }

  return (
    <CenteredDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('article.report.title')}
      description={t('article.report.description')}
      descriptionClassName={URDU_LINES}
      testId="report-dialog"
      className="max-w-lg overflow-y-auto"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-4">
        <fieldset>
          <legend id={`${id}-reason`} className="mb-2 font-semibold">
            {t('article.report.reason')}
          </legend>
          <RadioGroup.Root
            value={reason}
            onValueChange={(value) => {
              setReason(value as ReportReason);
              setMissingReason(false);
            }}
            aria-labelledby={`${id}-reason`}
            aria-required="true"
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? `${id}-reason-error` : undefined}
            className="grid gap-2 sm:grid-cols-2"
          >
            {REPORT_REASONS.map((code) => (
              <label
                key={code}
                htmlFor={`${id}-${code}`}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 hover:bg-raised has-[[data-state=checked]]:border-brand"
              >
                <RadioGroup.Item
                  id={`${id}-${code}`}
                  value={code}
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted data-[state=checked]:border-brand"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand" />
                </RadioGroup.Item>
                <span>{t(`article.report.reasons.${code}`)}</span>
              </label>
            ))}
          </RadioGroup.Root>
          {missingReason ? (
            <p
              id={`${id}-reason-error`}
              role="alert"
              className="mt-2 text-sm font-semibold text-brand"
              data-testid="report-reason-error"
            >
              {t('article.report.reasonRequired')}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-details`} className="font-semibold">
            {t('article.report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            maxLength={REPORT_DETAILS_MAX}
            rows={4}
            dir="auto"
            placeholder={t('article.report.detailsPlaceholder')}
            aria-describedby={`${id}-counter`}
            className="w-full resize-y rounded-md border border-line bg-page px-3 py-2"
            data-testid="report-details"
          />
          <p
            id={`${id}-counter`}
            className="self-end text-sm text-muted"
            aria-live="polite"
            data-testid="report-counter"
          >
            {t('article.report.counter', {
              length: formatNumber(details.length, i18n.language),
              max: formatNumber(REPORT_DETAILS_MAX, i18n.language),
            })}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <button
              type="button"
              className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
            >
              {t('article.report.cancel')}
            </button>
          </Dialog.Close>
          <button
            type="submit"
            disabled={send.isPending}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60"
            data-testid="report-submit"
          >
            {send.isPending ? t('article.report.submitting') : t('article.report.submit')}
          </button>
        </div>
      </form>
    </CenteredDialog>
  );
}
