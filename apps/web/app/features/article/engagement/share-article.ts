import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/**
 * Spec §8 Share: the device's share sheet when there is one; otherwise the article's link is
 * copied ('Link copied to clipboard!'), or the reader hears 'Unable to copy link.'.
 */
export async function shareArticle(article: { title: string; url: string }, t: TFunction) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: article.title, url: article.url });
      return;
    } catch (error) {
      // The reader closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Any other refusal (no permission, nothing to share to) falls back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(article.url);
    toast.success(t('article.share.copied'));
  } catch {
    toast.error(t('article.share.copyFailed'));
  }
}
