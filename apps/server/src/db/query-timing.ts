import { performance } from 'node:perf_hooks';
import { addDbTime, currentTiming } from '../lib/request-timing.ts';

type Query = (...args: unknown[]) => unknown;
/** A driver's client: its `query` is declared as a method, so any driver's signature fits. */
interface Queryable {
  query(...args: unknown[]): unknown;
}

/**
 * Makes `target.query` add the time of each call, from asking to answer, to the current
 * request's timing. Both drivers' forms are timed: a promise (PGlite, drizzle) and a final
 * callback (the pg pool's own `pool.query`). Outside a request it only costs a store lookup.
 */
export function timeQueries(target: Queryable): void {
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const timing = currentTiming();
    if (!timing) return query(...args);
    const started = performance.now();
    const done = () => addDbTime(timing, performance.now() - started);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as Query)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/** PGlite: its own queries and those of every transaction it runs. */
export function timePgliteQueries(
  client: Queryable & { transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> },
): void {
  timeQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeQueries(tx);
      return callback(tx);
    });
}
