/**
 * Server-rendered pages under load: autocannon, 10 connections, printed as `name: value` lines.
 * Paths are taken in turn, so a run over many articles also pays for the first rendering of each.
 */
import autocannon from 'autocannon';

interface LoadOptions {
  seconds: number;
  headers?: Record<string, string>;
}

/** Requests `paths` in turn for `seconds` and answers autocannon's result. */
export function load(baseUrl: string, paths: string[], options: LoadOptions) {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections: 10,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
}

export async function reportThroughput(
  name: string,
  baseUrl: string,
  paths: string[],
  options: LoadOptions,
): Promise<void> {
  const result = await load(baseUrl, paths, options);
  console.log(`${name}.requests_per_s: ${Math.round(result.requests.average)}`);
  console.log(`${name}.latency_p50_ms: ${result.latency.p50}`);
  console.log(`${name}.latency_p99_ms: ${result.latency.p99}`);
  console.log(
    `${name}.kb_per_page: ${(result.throughput.total / result.requests.total / 1024).toFixed(1)}`,
  );
  console.log(`${name}.errors: ${result.errors + result.non2xx}`);
}
