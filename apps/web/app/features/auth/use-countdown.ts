import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (a time in ms), ticking while any are left; then 0. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = until > now;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
