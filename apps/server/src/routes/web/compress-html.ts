import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Compresses the server-rendered HTML of a hijacked reply (Fastify's compression plugin does not
 * see hijacked replies): Brotli or gzip as the browser accepts, flushed chunk by chunk so the
 * streamed page still arrives as React renders it.
 */
export function compressHtml(request: IncomingMessage, response: ServerResponse): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding || request.method === 'HEAD') return;

  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find(
      (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null,
    );
    const type = String(headers?.['content-type'] ?? this.getHeader('content-type') ?? '');
    if (headers && type.startsWith('text/html') && status !== 204 && status !== 304) {
      headers['content-encoding'] = encoding;
      delete headers['content-length'];
      const vary = headers['vary']
        ? `${String(headers['vary'])}, Accept-Encoding`
        : 'Accept-Encoding';
      headers['vary'] = vary;
      pipeThrough(
        response,
        encoding === 'br'
          ? createBrotliCompress({
              flush: constants.BROTLI_OPERATION_FLUSH,
              params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : createGzip({ flush: constants.Z_SYNC_FLUSH }),
      );
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

function pipeThrough(response: ServerResponse, compressor: Transform): void {
  const write = response.write.bind(response) as (chunk: Buffer) => boolean;
  const end = response.end.bind(response) as () => ServerResponse;
  compressor.on('data', (chunk: Buffer) => write(chunk));
  compressor.on('end', () => end());
  response.once('close', () => compressor.destroy());
  response.write = ((chunk: unknown) => {
    compressor.write(chunk as Buffer);
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      compressor.write(chunk as Buffer);
    }
    compressor.end();
    return response;
  }) as ServerResponse['end'];
}
