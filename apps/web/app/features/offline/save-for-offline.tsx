import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { canSave, filesOfPage, isSaved, saveArticle } from './saved-articles';

/**
 * The article's Save for offline control (docs/decisions/0163). Rendered by the server, it takes
 * a tap before the page has hydrated (ui/early-taps) and saves once the script is there; a
 * browser that cannot keep pages shows it disabled.
 */
export function SaveForOffline({ title, image }: { title: string; image: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const unavailable = useHydrated() && !canSave();

  useEffect(() => {
    if (canSave()) void isSaved(location.pathname).then((saved) => saved && setState('saved'));
  }, []);

  async function save() {
    if (state !== 'idle' || unavailable) return;
    setState('saving');
    try {
      await saveArticle({ url: location.pathname, title, image, files: filesOfPage() });
      setState('saved');
      toast.success(t('saved.done'));
    } catch {
      setState('idle');
      toast.error(t('saved.failed'));
    }
  }

  const saved = state === 'saved';
  const Icon = saved ? BookmarkCheck : BookmarkPlus;
  return (
    <button
      type="button"
      data-early-tap="save-article"
      data-testid="save-article"
      aria-pressed={saved}
      aria-busy={state === 'saving' || undefined}
      disabled={unavailable}
      onClick={() => void save()}
      className={`inline-flex min-h-11 items-center gap-2 self-start rounded-full border px-4 py-2 text-sm font-semibold disabled:opacity-50 ${saved ? 'border-success text-success' : 'border-line hover:border-brand'}`}
    >
      <Icon aria-hidden className="size-4" />
      {saved ? t('saved.isSaved') : state === 'saving' ? t('saved.saving') : t('saved.save')}
    </button>
  );
}
