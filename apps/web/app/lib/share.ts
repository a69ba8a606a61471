import { toast } from './toast';

/** What the reader hears when the link is copied, or cannot be. */
export interface CopyTexts {
  copied: string;
  copyFailed: string;
}

/** Copies `url` to the clipboard and says so ('Link copied to clipboard!' or 'Unable to copy link.'). */
export async function copyLink(url: string, texts: CopyTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.copyFailed);
  }
}

/**
 * The device's share sheet when there is one; otherwise the link is copied (docs/product/
 * engagement.md, sharing). Closing the share sheet says nothing.
 */
export async function shareOrCopy(
  share: { title: string; text?: string; url: string },
  texts: CopyTexts,
): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      // The reader closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Any other refusal (no permission, nothing to share to) falls back to copying.
    }
  }
  await copyLink(share.url, texts);
}
