import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { startCommand } from './start-command.ts';

const serverDir = path.join(repoRoot, 'apps/server');

describe('the server is started one way', () => {
  it("reads `npm start`'s environment and node arguments", () => {
    const start = startCommand(repoRoot);
    expect(start.env['MALLOC_ARENA_MAX']).toMatch(/^\d+$/);
    expect(start.args.at(-1)).toBe(path.join(serverDir, 'src/main.ts'));
    expect(start.args.slice(0, -1).every((arg) => arg.startsWith('--'))).toBe(true);
  });

  it.each(['deploy/vaarta.service', 'deploy/vaarta@.service'])(
    '%s starts it as `npm start` does',
    (unit) => {
      const text = readFileSync(path.join(repoRoot, unit), 'utf8');
      const start = startCommand(repoRoot);
      const execStart = /^ExecStart=\S+ (.*)$/m.exec(text)?.[1]?.split(/\s+/);
      expect(execStart).toEqual([
        ...start.args.slice(0, -1),
        path.relative(repoRoot, start.args.at(-1)!),
      ]);
      for (const [name, value] of Object.entries(start.env)) {
        expect(text).toMatch(new RegExp(`^Environment=.*\\b${name}=${value}\\b`, 'm'));
      }
    },
  );
});
