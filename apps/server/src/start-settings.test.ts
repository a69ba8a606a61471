import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The environment and node flags of `npm start` (`[NAME=value …] node [flags …] src/main.ts`). */
async function npmStart() {
  const manifest = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  const env = words.filter((word) => /^\w+=/.test(word));
  const flags = words.filter((word) => word.startsWith('--'));
  return { env, flags };
}

/** The same of the systemd unit, leaving out NODE_ENV (production there, set by hand here). */
async function systemdUnit() {
  const unit = await readFile(path.join(serverDir, '../../deploy/vaarta.service'), 'utf8');
  const env = [...unit.matchAll(/^Environment=(.*)$/gm)]
    .flatMap((match) => match[1]!.split(/\s+/))
    .filter((word) => !word.startsWith('NODE_ENV='));
  const flags = /^ExecStart=(.*)$/m
    .exec(unit)![1]!
    .split(/\s+/)
    .filter((word) => word.startsWith('--'));
  return { env, flags };
}

test('the systemd unit runs the server with the memory settings of npm start', async () => {
  expect(await systemdUnit()).toEqual(await npmStart());
});
