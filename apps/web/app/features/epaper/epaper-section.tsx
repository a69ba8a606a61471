import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BookOpen, LogIn, RotateCw, UserPlus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeFailure } from '../../api/client';
import { browserApi } from '../../api/browser';
import { fetchEpapers, pdfAddressOf, type Epaper } from '../../api/e-papers';
import { EPAPER_FRESH_MS, EPAPER_KEPT_MS } from '../../lib/constants';
import { formatDay } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { Loading } from '../../ui/spinner';
import { DateStrip } from './date-strip';
import { editionDays } from './edition-days';
import { editionFacts } from '../../lib/edition-facts';

// pdf.js comes with the viewer, loaded only when a reader opens an edition.
const PdfViewer = lazy(() => import('./pdf-viewer'));

const primaryButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong';
const secondaryButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-raised';

export interface EpaperSectionProps {
  languageId: string;
  languageName: string;
  /** The server's policy: without a stored session the list is not even asked for. */
  requiresLogin: boolean;
}

/** The e-newspaper section's interactive part, loaded when the section comes near. */
export default function EpaperSection({ requiresLogin, ...props }: EpaperSectionProps) {
  const session = useSession();
  // A reader who is not signed in would only be refused: say so without asking.
  if (requiresLogin && !session) return <LoginRequired signedIn={false} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Editions {...props} />
    </QueryClientProvider>
  );
}

function Editions({ languageId, languageName }: Omit<EpaperSectionProps, 'requiresLogin'>) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const days = useMemo(() => editionDays(now), [now]);
  const today = days[days.length - 1]!;
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen && days.includes(chosen) ? chosen : today;
  const [reading, setReading] = useState(false);
  const session = useSession();
  const editions = useQuery({
    queryKey: ['epapers', languageId, days[0], today, session?.token ?? null],
    queryFn: () => fetchEpapers(browserApi, { languageId, dateFrom: days[0], dateTo: today }),
    staleTime: EPAPER_FRESH_MS,
    gcTime: EPAPER_KEPT_MS,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.httpStatus === 401) && failures < 1,
  });
  const byDay = useMemo(
    () =>
      new Map(
        (editions.data?.items ?? [])
          .filter((edition) => pdfAddressOf(edition))
          .map((edition) => [edition.date, edition] as const),
      ),
    [editions.data],
  );

  if (editions.isPending) return <Loading label={t('epaper.loading')} />;
  if (editions.isError) {
    const error = editions.error;
    if (error instanceof ApiError && error.httpStatus === 401) {
      return <LoginRequired signedIn={session !== null} />;
    }
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-4"
      >
        <p className="font-semibold">{t('epaper.failed')}</p>
        <p className="text-sm text-muted">{describeFailure(error, t, i18n.language)}</p>
        <button type="button" onClick={() => void editions.refetch()} className={primaryButton}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  const edition = byDay.get(selected);
  const choose = (day: string) => setChosen(day);
  return (
    <div className="flex flex-col gap-4">
      <DateStrip days={days} editions={byDay} selected={selected} onSelect={choose} />
      {edition ? (
        reading ? (
          <Suspense fallback={<Loading label={t('epaper.viewer.loading')} />}>
            <PdfViewer
              key={edition.id}
              date={edition.date}
              fileSize={edition.fileSize}
              address={pdfAddressOf(edition)!}
            />
          </Suspense>
        ) : (
          <EditionCover
            edition={edition}
            languageName={languageName}
            onRead={() => setReading(true)}
          />
        )
      ) : (
        <div
          role="status"
          className="rounded-lg border border-dashed border-line p-6 text-center"
          data-testid="epaper-missing"
        >
          <p className="font-semibold">{t('epaper.noPaper')}</p>
          <p className="mt-1 text-sm text-muted">
            {byDay.size > 0 ? t('epaper.noPaperOtherDays') : t('epaper.empty')}
          </p>
          {byDay.size === 0 ? (
            <button
              type="button"
              onClick={() => void editions.refetch()}
              className={`${secondaryButton} mt-3`}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t('epaper.refresh')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The chosen edition before it is opened: its front page, its size, and Read. */
function EditionCover({
  edition,
  languageName,
  onRead,
}: {
  edition: Epaper;
  languageName: string;
  onRead(): void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const date = formatDay(edition.date, language);
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-line bg-surface p-4 sm:flex-row">
      {edition.thumbnail ? (
        <img
          src={edition.thumbnail}
          alt={t('epaper.cover', { date })}
          width={320}
          height={453}
          loading="lazy"
          decoding="async"
          className="w-40 rounded-sm border border-line shadow-sm sm:w-48"
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold">
          {/* The language's name is isolated, as <bdi> would: it may run the other way. */}
          {t('epaper.edition', {
            language: `\u2068${edition.languageName || languageName}\u2069`,
            date,
          })}
        </p>
        <p className="text-sm text-muted" data-testid="epaper-facts">
          {editionFacts(t, language, edition.pageCount, edition.fileSize)}
        </p>
        <button type="button" onClick={onRead} className={`${primaryButton} self-start`}>
          <BookOpen aria-hidden="true" className="size-4" />
          {t('epaper.read')}
        </button>
      </div>
    </div>
  );
}

/** A 401 says login is required; a reader not signed in gets Login and Signup too. */
function LoginRequired({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid="epaper-login"
    >
      <p>{t('epaper.loginRequired')}</p>
      {signedIn ? null : (
        <div className="flex flex-wrap gap-2">
          <a href="/#login" className={primaryButton}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('common.login')}
          </a>
          <a href="/#signup" className={secondaryButton}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('common.signUp')}
          </a>
        </div>
      )}
    </div>
  );
}
