import { Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import { browserApi } from '../../api/browser';
import { ApiError } from '../../api/client';
import { subscribeToNewsletter } from '../../api/newsletter';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter box (docs/decisions/0016): `POST /api/newsletter` with the e-mail and the
 * interface language; the server sends a confirmation mail. The address is read from the field
 * when sent, not kept in state: what a reader typed before the page hydrated stays (an article
 * hydrates on the reader's first interaction, docs/decisions/0095).
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = field.current?.value.trim() ?? '';
    if (!EMAIL_SHAPE.test(value)) {
      setStatus({ kind: 'error', message: t('footer.invalidEmail') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(browserApi, {
        email: value,
        language: supportedLanguageOf(i18n.language) ?? 'en',
      });
      form.reset();
      setStatus({ kind: 'done', message: t('footer.subscribed') });
    } catch (error) {
      // A 4xx explains itself (e.g. an invalid address); anything else gets the general text.
      const known = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
      const useServerText = known && error.httpStatus !== 404 && i18n.language === 'en';
      setStatus({
        kind: 'error',
        message: useServerText ? error.message : t('footer.subscribeFailed'),
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="mb-1 font-semibold">
        {t('footer.newsletterTitle')}
      </h2>
      <p className="mb-2 text-sm text-muted">{t('footer.newsletterText')}</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('footer.emailLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          ref={field}
          placeholder={t('footer.emailPlaceholder')}
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-status`}
          className="min-w-48 flex-1 rounded-md border border-line bg-page px-3 py-2 text-sm"
        />
        <button
          type="submit"
          data-early-tap="newsletter"
          disabled={status.kind === 'sending'}
          className="inline-flex items-center gap-1.5 rounded-md bg-brand px-3 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-70"
        >
          <Mail aria-hidden="true" className="size-4" />
          {status.kind === 'sending' ? t('footer.subscribing') : t('footer.subscribe')}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-brand' : 'text-muted'}`}
      >
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
