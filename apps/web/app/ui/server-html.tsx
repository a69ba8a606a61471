import { useEffect, useEffectEvent, useRef, type AriaAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0;

/**
 * An element whose content is the server's HTML, left exactly as it arrived: hydration does not
 * touch what is inside (an empty `dangerouslySetInnerHTML` that never changes), so the page
 * needs no data or components for it. Its links still navigate inside the app.
 * When that HTML cannot stand as it is, `onNeedsRendering` asks the owner to render the content
 * itself: it is missing (a page React had to render again itself), or one of its pictures failed
 * (the components know what to show instead).
 */
export function ServerHtml({
  as: Tag,
  className,
  'aria-live': live,
  onNeedsRendering,
}: {
  as: 'ul' | 'div';
  className?: string;
  'aria-live'?: AriaAttributes['aria-live'];
  onNeedsRendering(): void;
}) {
  const ref = useRef<HTMLUListElement & HTMLDivElement>(null);
  const navigate = useNavigate();
  const needsRendering = useEffectEvent(onNeedsRendering);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const images = [...element.querySelectorAll('img')];
    if (element.childElementCount === 0 || images.some(failed)) {
      needsRendering();
      return;
    }
    // Errors do not bubble: listen in the capture phase.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) needsRendering();
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, []);
  const followInApp = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!link || !plainClick || event.defaultPrevented || link.target) return;
    if (link.origin !== location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return (
    <Tag
      ref={ref}
      className={className}
      aria-live={live}
      onClick={followInApp}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
