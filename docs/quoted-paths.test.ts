// Every repository path the docs quote must exist: the README and every page under docs/.
//
// What counts as a quoted path:
// - a link's target that is not an address (no scheme, not only a #fragment), resolved from the
//   page that holds it, as a reader following it would;
// - a code span, or a word of a code block (the README's layout tree), that is written only with
//   letters, digits, `.`, `_`, `-`, `/` and the wildcards `*` and `<name>`, does not start with
//   `/` (an address on the site) or `@` (a package), and either ends in an extension some file
//   of the repository has (`app.ts`, `sw.js`, `reader-pages.css`) or has a `/` after a first
//   part that names a directory of the repository (`features/home/`, `routes/news/reads.ts`) or
//   is one of constants.md's shorthands (`core/`, `server/`, `web/`). So `/api/docs`,
//   `text/html`, `youtu.be/`, `news/{id}` and `SMTP_URL=smtp://…` are not paths.
//
// A quoted path exists when it is the end of the path of a file or directory of the repository
// (`ui/toaster.tsx` is `apps/web/app/ui/toaster.tsx`; one ending in `/` must be a directory),
// with `core/`, `server/` and `web/` first read as constants.md defines them. A path without an
// extension may name a module as an import does (`lib/toast` is `lib/toast.ts`). A wildcard or a
// `<name>` must match at least one entry. A path through a place .gitignore names (`build/`,
// `/data/`) is made by the code, not held by the repository, and is not checked.
//
// The repository is the tree on disk without .git and what .gitignore names, so the test gives
// the same answer on a clean checkout and after a build.
//
// A decision record the index marks as superseded says what was decided then, and is never
// edited: the files it quotes may have gone with the record that superseded it, so only its links
// are checked.
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const shorthands: Record<string, string> = {
  core: 'packages/core/src',
  server: 'apps/server/src',
  web: 'apps/web/app',
};
const moduleExtensions = ['.ts', '.tsx', '.js'];

interface IgnoreRule {
  anchored: boolean;
  name: RegExp;
}

interface Tree {
  files: string[];
  directories: string[];
  directoryNames: Set<string>;
  topLevel: Set<string>;
  extensions: Set<string>;
  ignored: IgnoreRule[];
}

/** The names .gitignore lists: `/data/` only at the root, `build/` anywhere, `*.log` by shape. */
function ignoreRules(gitignore: string): IgnoreRule[] {
  return gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => ({
      anchored: line.startsWith('/'),
      name: segmentPattern(line.replace(/^\//, '').replace(/\/$/, '')),
    }));
}

function isIgnored(segments: string[], rules: IgnoreRule[]): boolean {
  return rules.some((rule) =>
    rule.anchored
      ? rule.name.test(segments[0] ?? '')
      : segments.some((segment) => rule.name.test(segment)),
  );
}

function readTree(root: string): Tree {
  const ignored = ignoreRules(readFileSync(`${root}/.gitignore`, 'utf8'));
  const tree: Tree = {
    files: [],
    directories: [],
    directoryNames: new Set(),
    topLevel: new Set(),
    extensions: new Set(),
    ignored,
  };
  const walk = (relative: string) => {
    for (const entry of readdirSync(posix.join(root, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.name === '.git' || isIgnored(path.split('/'), ignored)) continue;
      if (entry.isDirectory()) {
        tree.directories.push(path);
        tree.directoryNames.add(entry.name);
        if (relative === '') tree.topLevel.add(entry.name);
        walk(path);
      } else {
        tree.files.push(path);
        const extension = /\.[a-z0-9]+$/i.exec(entry.name)?.[0];
        if (extension !== undefined && extension !== entry.name) tree.extensions.add(extension);
      }
    }
  };
  walk('');
  return tree;
}

/** One path segment as a pattern: `*` is any run of characters, `<name>` any name. */
function segmentPattern(segment: string): RegExp {
  return new RegExp(`^${segmentSource(segment)}$`);
}

function segmentSource(segment: string): string {
  return segment
    .split(/(\*|<[^>]+>)/)
    .map((part) =>
      part === '*'
        ? '[^/]*'
        : part.startsWith('<')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
}

/** A path as the end of a repository path: `**` stands for any number of directories. */
function suffixPattern(path: string): RegExp {
  const segments = path.split('/');
  const source = segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') return last ? '.+' : '(?:[^/]+/)*';
      return last ? segmentSource(segment) : `${segmentSource(segment)}/`;
    })
    .join('');
  return new RegExp(`(?:^|/)${source}$`);
}

const pathCharacters = /^[\w.\-/*<>]+$/;

/** The text, or a word of a code block, as a repository path, or undefined when it is not one. */
function quotedPath(text: string, tree: Tree): string | undefined {
  if (!pathCharacters.test(text) || text.startsWith('/') || text.includes('//')) return undefined;
  const path = text.replace(/^(\.\/)+/, '');
  const segments = path.split('/');
  const last = segments.at(-1) ?? '';
  const extension = /\.[a-z0-9]+$/i.exec(last)?.[0];
  const hasKnownExtension =
    extension !== undefined && extension !== last && tree.extensions.has(extension);
  const first = segments[0] ?? '';
  const namesDirectory =
    segments.length > 1 && (tree.directoryNames.has(first) || first in shorthands);
  return hasKnownExtension || namesDirectory ? path : undefined;
}

/** Whether a quoted path (not a link) names something in the repository. */
function pathExists(path: string, tree: Tree): boolean {
  const segments = path.split('/');
  if (isIgnored(segments, tree.ignored)) return true;
  const wantsDirectory = path.endsWith('/');
  const bare = wantsDirectory ? path.slice(0, -1) : path;
  const readings = [bare];
  const shorthand = shorthands[segments[0] ?? ''];
  if (shorthand !== undefined) readings.push(`${shorthand}/${segments.slice(1).join('/')}`);
  const entries = wantsDirectory ? tree.directories : [...tree.files, ...tree.directories];
  const hasExtension = /\.[^/]+$/.test(segments.at(-1) ?? '');
  return readings.some((reading) => {
    const candidates = [reading];
    if (!wantsDirectory && !hasExtension) {
      candidates.push(...moduleExtensions.map((extension) => `${reading}${extension}`));
    }
    return candidates.some((candidate) => {
      const pattern = suffixPattern(candidate.replace(/\/$/, ''));
      return entries.some((entry) => pattern.test(entry));
    });
  });
}

/** Whether a link's target, read from the page at `page`, names something in the repository. */
function linkExists(target: string, page: string, tree: Tree): boolean {
  const resolved = posix.normalize(posix.join(posix.dirname(page), target)).replace(/\/$/, '');
  return tree.files.includes(resolved) || tree.directories.includes(resolved);
}

interface Quote {
  kind: 'link' | 'code' | 'prose';
  text: string;
}

/** The words of a text, without the punctuation of the prose around them. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[(`'"]+/, '').replace(/[)`'",;:.]+$/, ''))
    .filter((word) => word !== '');
}

/** The link targets, code spans, code blocks' words and prose's words of a Markdown page. */
function quotesOf(markdown: string): Quote[] {
  const quotes: Quote[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const token = value as Record<string, unknown>;
    if (token.type === 'codespan' && typeof token.text === 'string') {
      quotes.push({ kind: 'code', text: token.text.trim() });
    } else if (token.type === 'code' && typeof token.text === 'string') {
      quotes.push(...wordsOf(token.text).map((text) => ({ kind: 'code' as const, text })));
    } else if (token.type === 'text' && typeof token.text === 'string' && !('tokens' in token)) {
      quotes.push(...wordsOf(token.text).map((text) => ({ kind: 'prose' as const, text })));
    } else if (token.type === 'link' && typeof token.href === 'string') {
      quotes.push({ kind: 'link', text: token.href });
    }
    for (const key of ['tokens', 'items', 'header', 'rows']) visit(token[key]);
  };
  visit(Lexer.lex(markdown));
  return quotes;
}

/** The quoted paths of one page that name nothing in the repository (only links: `linksOnly`). */
function deadPaths(markdown: string, page: string, tree: Tree, linksOnly = false): string[] {
  const dead: string[] = [];
  for (const quote of quotesOf(markdown)) {
    if (quote.kind === 'link') {
      if (/^[a-z][a-z0-9+.-]*:/i.test(quote.text) || quote.text.startsWith('#')) continue;
      const target = quote.text.replace(/#.*$/, '');
      if (!linkExists(target, page, tree)) dead.push(quote.text);
      continue;
    }
    if (linksOnly) continue;
    const path = quotedPath(quote.text, tree);
    // Prose names a path only in full, from a top-level directory (`docs/product/mandi.md`).
    if (quote.kind === 'prose' && !tree.topLevel.has(path?.split('/')[0] ?? '')) continue;
    if (quote.kind === 'prose' && !path?.includes('/')) continue;
    if (path !== undefined && !pathExists(path, tree)) dead.push(quote.text);
  }
  return dead;
}

/** The decision records the index (docs/decisions/README.md) marks as superseded. */
function supersededRecords(index: string): Set<string> {
  const records = new Set<string>();
  for (const [, file, status] of index.matchAll(/^\| \[\d+\]\(([^)]+)\)\s*\|[^|]*\|([^|]*)\|/gm)) {
    if (status!.trim().startsWith('superseded')) records.add(`docs/decisions/${file}`);
  }
  return records;
}

const tree = readTree(repoRoot);
const superseded = supersededRecords(
  readFileSync(posix.join(repoRoot, 'docs/decisions/README.md'), 'utf8'),
);
const pages = [
  'README.md',
  ...tree.files.filter((file) => file.startsWith('docs/') && file.endsWith('.md')),
];

describe('paths quoted in the docs', () => {
  it('tells paths from other code and finds the dead ones', () => {
    const page = 'docs/decisions/0000-example.md';
    const text = [
      'Real: `apps/web/app/root.tsx`, `ui/toaster.tsx`, `lib/toast`, `core/constants.ts`,',
      '`features/home/`, `locales/accounts/<code>.json`, `apps/web/app/api/newsroom-*.ts`,',
      '`vite.config.ts`, `apps/web/build`, `./data/`, [0008](0008-shared-page-cache.md),',
      '[reading](../product/reading.md#editions), <https://example.in/x.ts>.',
      'Not paths: `/api/docs`, `text/html`, `youtu.be/`, `news/{id}`, `SMTP_URL=smtp://a/b.ts`,',
      '`@vaarta/core`, `GET /api/news/{id}`, `npm run build`.',
      'Dead: `lib/api.ts`, `core/web.ts`, `routes/web/page-cache.ts`, `features/nowhere/`,',
      '`gone.tsx`, `apps/web/app/api/nothing-*.ts`, [0008](0008-no-such-record.md).',
      'Prose: docs/product/mandi.md is real, apps/web/app/gone.ts is not, and/or is no path.',
      '',
      '```',
      'apps/web/        the app',
      '  app/root.tsx   the document; app/missing.tsx (gone)',
      '```',
    ].join('\n');
    expect(deadPaths(text, page, tree)).toEqual([
      'lib/api.ts',
      'core/web.ts',
      'routes/web/page-cache.ts',
      'features/nowhere/',
      'gone.tsx',
      'apps/web/app/api/nothing-*.ts',
      '0008-no-such-record.md',
      'apps/web/app/gone.ts',
      'app/missing.tsx',
    ]);
  });

  it('checks only the links of a superseded record', () => {
    const page = 'docs/decisions/0000-example.md';
    const text = 'Then: `apps/web/app/gone.ts`, [0008](0008-no-such-record.md).';
    expect(deadPaths(text, page, tree, true)).toEqual(['0008-no-such-record.md']);
    expect(
      supersededRecords('| [0019](0019-login-limits.md) | F | superseded by 0040 | d |\n'),
    ).toEqual(new Set(['docs/decisions/0019-login-limits.md']));
  });

  it.each(pages)('%s quotes only paths that exist', (page) => {
    const markdown = readFileSync(posix.join(repoRoot, page), 'utf8');
    expect(deadPaths(markdown, page, tree, superseded.has(page))).toEqual([]);
  });
});
