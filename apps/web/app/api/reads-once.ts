import { toSearchParams, type ApiReader } from './client';

/**
 * A reader that asks each path and query once, for the loaders of one request: finding what an
 * address names and resolving its edition read the same lists. A failed read is asked again.
 */
export function readsOnce(api: ApiReader): ApiReader {
  const answers = new Map<string, Promise<unknown>>();
  return {
    get<T>(path: string, query?: Parameters<ApiReader['get']>[1]): Promise<T> {
      const key = `${path}?${toSearchParams(query).toString()}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = api.get<T>(path, query);
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
      }
      return answer as Promise<T>;
    },
  };
}
