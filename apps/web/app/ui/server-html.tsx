import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * An element whose content is the server's HTML, left exactly as it arrived: hydration does not
 * touch what is inside (an empty `dangerouslySetInnerHTML` that never changes), so the page
 * needs no data or components for it. Its links still navigate inside the app. Rendered in a
 * browser without that HTML (a page React had to render again itself), it is empty and says so
 * through `onMissing`, so its owner can load the content.
 */
export function ServerHtml({
  as: Tag,
  className,
  onMissing,
}: {
  as: 'ul' | 'div';
  className?: string;
  onMissing(): void;
}) {
  const ref = useRef<HTMLUListElement & HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (ref.current && ref.current.childElementCount === 0) onMissing();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
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
      onClick={followInApp}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
