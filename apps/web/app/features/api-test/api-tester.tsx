import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi, browserReads } from '../../api/browser';
import { fetchCategoriesLookup } from '../../api/categories';
import { ApiError } from '../../api/client';
import { fetchNewsInCategories } from '../../api/news';
import { fetchLanguages, fetchLanguagesLookup } from '../../api/places';

type Result = { ok: boolean; text: string } | null;

/**
 * API test page (docs/product/reading.md, "API test page"): idle, testing, then success or failure,
 * for two calls.
 */
export function ApiTester() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<'languages' | 'news' | null>(null);
  const [languagesResult, setLanguagesResult] = useState<Result>(null);
  const [newsResult, setNewsResult] = useState<Result>(null);

  const failure = (error: unknown) => ({
    message: error instanceof Error ? error.message : String(error),
    type:
      error instanceof ApiError
        ? error.code
        : error instanceof Error
          ? error.name
          : t('apiTest.unknownType'),
  });

  async function testLanguages() {
    setRunning('languages');
    try {
      const languages = await fetchLanguages(browserReads);
      setLanguagesResult(
        languages.length
          ? { ok: true, text: t('apiTest.languagesOk', { count: languages.length }) }
          : { ok: false, text: t('apiTest.noLanguages') },
      );
    } catch (error) {
      setLanguagesResult({ ok: false, text: t('apiTest.failed', failure(error)) });
    } finally {
      setRunning(null);
    }
  }

  async function testNews() {
    setRunning('news');
    try {
      const [language] = await fetchLanguagesLookup(browserApi);
      if (!language) {
        setNewsResult({ ok: false, text: t('apiTest.noLanguages') });
        return;
      }
      const categories = await fetchCategoriesLookup(browserApi, language.id);
      if (!categories.length) {
        setNewsResult({ ok: false, text: t('apiTest.noCategories') });
        return;
      }
      const news = await fetchNewsInCategories(browserReads, {
        languageId: language.id,
        categoryIds: categories.map((c) => c.id),
        limit: 1,
      });
      setNewsResult({ ok: true, text: t('apiTest.newsOk', { count: news.totalCount }) });
    } catch (error) {
      setNewsResult({ ok: false, text: t('apiTest.newsFailed', failure(error)) });
    } finally {
      setRunning(null);
    }
  }

  const button =
    'rounded-md bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70';
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {(
        [
          ['languages', t('apiTest.testLanguages'), testLanguages, languagesResult],
          ['news', t('apiTest.testNews'), testNews, newsResult],
        ] as const
      ).map(([key, label, run, result]) => (
        <section
          key={key}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
        >
          <button
            type="button"
            className={button}
            disabled={running !== null}
            onClick={() => void run()}
          >
            {running === key ? t('apiTest.testing') : label}
          </button>
          <p
            role="status"
            data-testid={`api-test-${key}`}
            className={result ? (result.ok ? 'font-semibold text-ink' : 'text-brand') : ''}
          >
            {result?.text ?? ''}
          </p>
        </section>
      ))}
    </div>
  );
}
