/**
 * What a page weighs as it leaves the server, printed as `name: value` lines: the HTML as
 * sent plain and with Brotli, and how much of it is inline script (the data for hydration).
 */
import { request } from 'node:http';

/**
 * The response body's bytes exactly as sent (no decompression), for the given encoding, asked
 * for as a browser loads a page.
 */
function fetchRaw(url: string, encoding: string): Promise<Buffer> {
  const headers = { 'accept-encoding': encoding, 'sec-fetch-dest': 'document' };
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export async function reportPageWeight(name: string, url: string): Promise<void> {
  const plain = await fetchRaw(url, 'identity');
  const brotli = await fetchRaw(url, 'br');
  const html = plain.toString('utf8');
  const inlineScript = [...html.matchAll(INLINE_SCRIPT)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  );
  console.log(`${name}.html_kb: ${(plain.length / 1024).toFixed(1)}`);
  console.log(`${name}.html_br_kb: ${(brotli.length / 1024).toFixed(1)}`);
  console.log(`${name}.html_inline_script_kb: ${(inlineScript / 1024).toFixed(1)}`);
}
