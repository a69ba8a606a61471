import { FileQuestion, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function State({
  icon,
  title,
  text,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid={testId}>
      <meta name="robots" content="noindex" />
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      <Link
        to="/"
        className="rounded-md bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong"
      >
        {t('article.goHome')}
      </Link>
    </div>
  );
}

/**
 * docs/product/reading.md, "Loading, not found, error": 'News article not found.' (the page answers
 * 404).
 */
export function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('article.notFoundTitle')}</title>
      <State
        icon={<FileQuestion aria-hidden="true" className="size-14 text-muted" />}
        title={t('article.notFound')}
        text={t('article.notFoundText')}
        testId="article-not-found"
      />
    </>
  );
}

/**
 * docs/product/reading.md, "Loading, not found, error": 'Oops! Something went wrong' with the load
 * failure and a Go Home button.
 */
export function ArticleLoadError() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('meta.errorTitle')}</title>
      <State
        icon={<TriangleAlert aria-hidden="true" className="size-14 text-brand" />}
        title={t('article.errorTitle')}
        text={t('article.errorText')}
        testId="article-error"
      />
    </>
  );
}
