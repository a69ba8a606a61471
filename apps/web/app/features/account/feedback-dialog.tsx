import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { FEEDBACK_MESSAGE_MAX } from '@vaarta/core/constants';
import { feedbackBody, type FeedbackBody } from '@vaarta/core/entities/engagement';
import { sendFeedback } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { ApiError, describeFailure } from '../../api/client';
import { formatNumber } from '../../lib/format';
import { formError } from '../../lib/form-messages';
import { CenteredDialog } from '../../ui/centered-dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { FormMessage, useMessageFocus } from '../../ui/form-message';
import { TextField } from '../../ui/text-field';
import type { AccountDialogProps } from './account-dialogs';
import { useNamespaceTranslation } from '../../lib/namespaces';

const RATINGS = [1, 2, 3, 4, 5] as const;
const EMPTY = { subject: '', message: '', rating: '5' };

/**
 * Feedback, stored on the server: a subject, 1–5 stars labelled Poor to Excellent (5 to start
 * with), a message with its '/500 characters' counter, Cancel and Submit.
 */
export default function FeedbackDialog(dialog: AccountDialogProps) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(feedbackBody),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { message: messageRef, focusMessage } = useMessageFocus();
  const [message, rating] = useWatch({ control, name: ['message', 'rating'] });
  const send = useMutation({
    mutationFn: (feedback: FeedbackBody) => sendFeedback(browserApi, feedback),
    onSuccess: () => {
      toast.success(t('account.feedback.thanks'));
      reset(EMPTY);
      dialog.onOpenChange(false);
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError
          ? describeFailure(error, t, i18n.language)
          : t('account.feedback.failed'),
      );
    },
  });
  const problem = formError(errors, t);
  const errorId = `${id}-error`;
  const chosen = Number(rating);

  return (
    <CenteredDialog
      {...dialog}
      title={t('account.feedback.title')}
      description={t('account.feedback.description')}
      testId="feedback-dialog"
      className="max-w-md overflow-y-auto"
    >
      <form
        onSubmit={handleSubmit((feedback) => send.mutate(feedback), focusMessage)}
        noValidate
        className="flex flex-col gap-4 p-4"
      >
        <FormMessage ref={messageRef} id={errorId} error={problem} testId="feedback-message" />
        <TextField
          label={t('account.feedback.subject')}
          placeholder={t('account.feedback.subjectPlaceholder')}
          dir="auto"
          invalid={Boolean(errors.subject)}
          describedBy={errors.subject ? errorId : undefined}
          data-testid="feedback-subject"
          {...register('subject')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('account.feedback.rating')}</legend>
          <div className="flex items-center gap-3">
            <div className="flex">
              {RATINGS.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    value={String(value)}
                    className="sr-only"
                    aria-label={t('account.feedback.stars', {
                      rating: formatNumber(value, i18n.language),
                      label: t(`account.feedback.ratings.${value}`),
                    })}
                    data-testid={`feedback-star-${value}`}
                    {...register('rating')}
                  />
                  <Star
                    aria-hidden="true"
                    className={`size-8 ${value <= chosen ? 'fill-amber-400 text-amber-500' : 'text-muted'}`}
                  />
                </label>
              ))}
            </div>
            <span className="font-semibold" data-testid="feedback-rating-label">
              {t(`account.feedback.ratings.${chosen}`)}
            </span>
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold">
            {t('account.feedback.message')}
          </label>
          <textarea
            id={`${id}-message`}
            rows={5}
            dir="auto"
            placeholder={t('account.feedback.messagePlaceholder')}
            aria-invalid={Boolean(errors.message) || undefined}
            aria-describedby={`${id}-counter${errors.message ? ` ${errorId}` : ''}`}
            className={`w-full resize-y rounded-md border bg-page px-3 py-2 ${errors.message ? 'border-brand' : 'border-line'}`}
            data-testid="feedback-text"
            {...register('message')}
          />
          <p
            id={`${id}-counter`}
            className="self-end text-sm text-muted"
            data-testid="feedback-counter"
          >
            {t('account.feedback.counter', {
              length: formatNumber(message.length, i18n.language),
              max: formatNumber(FEEDBACK_MESSAGE_MAX, i18n.language),
            })}
          </p>
        </div>
        <DialogActions
          cancel={t('account.cancel')}
          submit={{ idle: t('account.feedback.submit'), pending: t('account.feedback.submitting') }}
          pending={send.isPending}
          submitTestId="feedback-submit"
        />
      </form>
    </CenteredDialog>
  );
}
