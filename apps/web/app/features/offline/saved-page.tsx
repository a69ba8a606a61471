import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Loading } from '../../ui/spinner';
import {
  recentArticles,
  removeArticle,
  SAVED_CAP_BYTES,
  savedArticles,
  type SavedArticle,
} from './saved-articles';

type Lists = { saved: SavedArticle[]; recent: { url: string; title: string }[] };

/**
 * The Saved page (docs/decisions/0163): the articles kept on this device, newest first, with the
 * room they take of the cap, each to open (offline too) or remove; then the last ones opened.
 */
export function SavedPage() {
  const { t, i18n } = useTranslation();
  const [lists, setLists] = useState<Lists | null>(null);
  const load = () =>
    void Promise.all([savedArticles(), recentArticles()]).then(([saved, recent]) =>
      setLists({ saved: saved.reverse(), recent }),
    );
  useEffect(load, []);

  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(`${i18n.language}-IN`, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / (1024 * 1024));

  async function remove(url: string) {
    await removeArticle(url);
    toast.success(t('saved.removed'));
    load();
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-testid="saved-page">
      <title>{t('saved.title')}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('saved.title')}</h1>
        <p className="text-muted">{t('saved.intro')}</p>
      </header>
      {lists === null ? (
        <Loading label={t('saved.title')} />
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="saved-used">
            {t('saved.used', {
              used: megabytes(lists.saved.reduce((sum, a) => sum + a.bytes, 0)),
              cap: megabytes(SAVED_CAP_BYTES),
            })}
          </p>
          {lists.saved.length === 0 ? (
            <p className="rounded-lg border border-line bg-surface p-4">{t('saved.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="saved-list">
              {lists.saved.map((article) => (
                <li
                  key={article.url}
                  className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3"
                >
                  {article.image ? (
                    <img
                      src={article.image}
                      alt=""
                      className="h-14 w-24 shrink-0 rounded object-cover"
                    />
                  ) : null}
                  <a
                    href={article.url}
                    dir="auto"
                    className="min-w-0 flex-1 font-semibold hover:underline"
                  >
                    {article.title}
                  </a>
                  <button
                    type="button"
                    onClick={() => void remove(article.url)}
                    className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm text-muted hover:text-brand"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t('saved.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {lists.recent.length > 0 ? (
            <section className="flex flex-col gap-2" aria-labelledby="recent-heading">
              <h2 id="recent-heading" className="text-xl font-bold">
                {t('saved.recent')}
              </h2>
              <p className="text-sm text-muted">{t('saved.recentNote')}</p>
              <ul className="flex flex-col gap-1" data-testid="recent-list">
                {lists.recent.map((article) => (
                  <li key={article.url}>
                    <a href={article.url} dir="auto" className="hover:underline">
                      {article.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
