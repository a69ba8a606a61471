import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The time to measure time-ago from: the server's render time during hydration (so both sides
 * print the same text), then the browser's clock, read again every minute. The render time may
 * be a few seconds old (pages are shared for a few seconds, docs/decisions/0008).
 */
export function useNow(): Date {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** The time the server rendered the page at (the browser's clock when there is none). */
export function useRenderTime(): Date {
  const root = useRouteLoaderData('root') as { now?: string } | undefined;
  return new Date(root?.now ?? Date.now());
}
