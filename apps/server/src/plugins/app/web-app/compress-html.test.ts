import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compress-html.ts';

const shell = ['<html><body><main>', 'హైదరాబాద్ '.repeat(2_000), '</main>'];
const rest = ['<footer>اردو</footer>', '</body></html>'];

describe('compressing a server-rendered page', () => {
  for (const encoding of ['br', 'gzip']) {
    it(`streams in ${encoding}: what one turn writes arrives before the page ends`, async () => {
      let shellArrived!: () => void;
      const arrived = new Promise<void>((resolve) => (shellArrived = resolve));
      const server = createServer((request, response) => {
        compressHtml(request, response);
        response.writeHead(200, 'OK', { 'content-type': 'text/html; charset=utf-8' });
        // Bytes and text, in pieces, as a renderer hands them over in one flush.
        response.write(Buffer.from(shell[0]!));
        response.write(shell[1]!);
        response.write(new TextEncoder().encode(shell[2]!));
        void arrived.then(() => {
          response.write(rest[0]!);
          response.end(Buffer.from(rest[1]!));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers.get('content-encoding')).toBe(encoding);
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (!text.endsWith('</html>')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          if (text === shell.join('')) shellArrived();
        }
        expect(text).toBe([...shell, ...rest].join(''));
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });
  }

  it('compresses Brotli with a 256 KB window', async () => {
    const server = createServer((request, response) => {
      compressHtml(request, response);
      response.writeHead(200, 'OK', { 'content-type': 'text/html; charset=utf-8' });
      response.end([...shell, ...rest].join(''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const firstByte = await new Promise<number>((resolve, reject) =>
        get(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } }, (response) =>
          response.once('data', (chunk: Buffer) => {
            resolve(chunk[0]!);
            response.destroy();
          }),
        ).on('error', reject),
      );
      expect(brotliWindowBits(firstByte)).toBe(18);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

/** The window size (log2) a Brotli stream declares in its first bits (RFC 7932, 9.1). */
function brotliWindowBits(firstByte: number): number {
  if ((firstByte & 1) === 0) return 16;
  const next = (firstByte >> 1) & 0b111;
  if (next !== 0) return 17 + next;
  const last = (firstByte >> 4) & 0b111;
  return last === 0 ? 17 : 8 + last;
}
