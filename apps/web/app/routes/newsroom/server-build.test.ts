import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server renders a newsroom page as the layout's waiting line (layout.tsx) and no screen, so
 * the newsroom's route modules reach its screens only through `.client` modules, which React
 * Router leaves out of the server's build: a server that serves readers never loads the desks,
 * the story editor or their libraries (docs/decisions/0090-server-memory-under-load.md).
 */
const ROUTES = import.meta.dirname;
/** The layout's own hook: it loads the newsroom's words in the browser, nothing on the server. */
const SERVER_SIDE = new Set(['../../features/newsroom/newsroom-i18n']);

describe('the newsroom in the server build', () => {
  const routeFiles = readdirSync(ROUTES).filter((file) => /^[a-z-]+\.tsx$/.test(file));

  it.each(routeFiles)('%s imports newsroom screens from .client modules only', (file) => {
    const source = readFileSync(path.join(ROUTES, file), 'utf8');
    const newsroomImports = [...source.matchAll(/from '([^']*features\/newsroom\/[^']*)'/g)].map(
      (match) => match[1]!,
    );
    const onServer = newsroomImports.filter(
      (specifier) => !specifier.endsWith('.client') && !SERVER_SIDE.has(specifier),
    );
    expect(onServer).toEqual([]);
  });

  it('finds the route modules', () => {
    expect(routeFiles).toContain('story-edit.tsx');
  });
});
