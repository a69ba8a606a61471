/**
 * `npm start` runs this first: it builds the web app when there is no build yet or when any of
 * its sources (the app, the dictionaries, the shared packages, the build config) is newer.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildWebApp } from './build.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
const builtEntry = path.join(webDir, 'build/server/index.js');

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  path.join(webDir, 'app'),
  path.join(webDir, 'public'),
  path.join(repoRoot, 'packages/web-contract/src'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'react-router.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages/core/src'),
  path.join(repoRoot, 'packages/i18n'),
];
const built = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
const changed = Math.max(...sources.map(newestChange));

if (built >= changed) {
  console.log('web app: the build is up to date');
} else {
  console.log(built ? 'web app: sources changed, rebuilding' : 'web app: building (first start)');
  buildWebApp();
}
