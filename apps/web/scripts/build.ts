/**
 * The production build: React Router's build, then a Brotli (quality 11) and a gzip copy of
 * every text asset beside it, which the server sends as they are (no compression per request).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');

export function buildWebApp(): void {
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  compressAssets(path.join(webDir, 'build/client'));
}

const COMPRESSIBLE = /\.(m?js|css|svg|json|webmanifest|txt)$/;

function compressAssets(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      compressAssets(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (import.meta.main) buildWebApp();
