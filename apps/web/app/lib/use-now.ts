import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The time to measure time-ago from: the server's render time during hydration (so both sides
 * print the same text), then the browser's clock, read again every minute.
 */
export function useNow(): Date {
  const root = useRouteLoaderData('root') as { now?: string } | undefined;
  const [now, setNow] = useState(() => new Date(root?.now ?? Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
