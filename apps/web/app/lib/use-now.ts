import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The time to measure time-ago from: the server's render time during hydration (so both sides
 * print the same text), then the browser's clock, read again every minute. The render time may
 * be a few seconds old (pages are shared for a few seconds, docs/decisions/0008).
 */
export function useNow(): Date {
  const pageTime = usePageTime();
  const [now, setNow] = useState(() => new Date(pageTime ?? Date.now()));
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

/** The time the server rendered the page at, as the root's data carries it. */
export function usePageTime(): string | undefined {
  return (useRouteLoaderData('root') as { now?: string } | undefined)?.now;
}
