import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, minifySync, transformWithOxc, type Plugin } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|lucide-react)[\\/]/;
/** TanStack Query, which only the lazily loaded parts use: one request rather than eight. */
const QUERY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
const SHARED_CODE =
  /[\\/](apps[\\/]web[\\/]app[\\/](lib|ui)|packages[\\/](core|i18n)[\\/]src)[\\/]/;
/**
 * Only loaded with the lazily loaded parts: keep them out of the first page's chunks (a group
 * takes in what its modules import, so one of these in `app` would bring Radix along). The zod
 * schemas of `packages/core/src/entities` check the dialogs' forms, and the core's other modules
 * that import zod (`control-characters`, `pagination`, and `lib/zod-without-eval` through which
 * the browser imports it) serve only those schemas and the server; `ui/*dialog*` are the
 * dialogs' frames. The forms' pieces (`ui/form-*`, `ui/text-field`, `ui/buttons`,
 * `lib/form-messages`), the static pages' (`ui/prose-page`, `ui/email-link`), sharing and
 * the e-paper's facts serve only dialogs, menus, the newsroom and screens that load with their
 * route.
 */
const LAZY_ONLY = new RegExp(
  [
    String.raw`lib[\\/](query-client|zod-without-eval|form-messages|share|edition-facts)\.ts`,
    String.raw`ui[\\/]([a-z-]*dialog[a-z-]*|form-[a-z]+|text-field|buttons|prose-page|email-link)\.tsx?`,
    String.raw`packages[\\/]core[\\/]src[\\/](entities[\\/].*|control-characters\.ts|pagination\.ts)`,
  ]
    .map((path) => String.raw`[\\/]${path}$`)
    .join('|'),
);

/**
 * The first page load fetches a few larger chunks rather than twenty small ones (on HTTP/1.1
 * every request costs a round trip on a slow phone network): the framework in one, the app's
 * shared code in another. Dialogs, hover panels and their libraries stay lazily loaded.
 */
function chunkName(id: string): string | null {
  if (!/\.(m?[jt]sx?)$/.test(id) || LAZY_ONLY.test(id)) return null;
  if (FRAMEWORK.test(id)) return 'framework';
  if (QUERY.test(id)) return 'query';
  if (SHARED_CODE.test(id)) return 'app';
  return null;
}

const ZOD_WITHOUT_EVAL = fileURLToPath(new URL('app/lib/zod-without-eval.ts', import.meta.url));
const ICON_ATTRIBUTES = fileURLToPath(new URL('app/ui/icon-attributes.ts', import.meta.url));
const ICON_CONTEXT = fileURLToPath(new URL('app/ui/icon-context.ts', import.meta.url));
const ICON_CLASSES = fileURLToPath(new URL('app/ui/icon-classes.ts', import.meta.url));
const LUCIDE_BUILD = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]shared[\\/]src[\\/]build[\\/]/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/;

const INLINE_SCRIPT = '?inline-script';

/**
 * `import source from './module?inline-script'`: the minified text of the module's default
 * export, a function the server writes into pages as an inline script (its module has no other
 * values and imports only types). The server's build is not minified and reprints what it
 * bundles, so a function's own text would travel with its whitespace and names. The text is
 * the same on every build of the same source (cached pages allow inline scripts by hash), for the
 * browsers' build target.
 */
export function inlineScripts(): Plugin {
  let target: string | string[] = 'esnext';
  return {
    name: 'vaarta:inline-scripts',
    configResolved(config) {
      target = config.environments.client?.build.target || target;
    },
    load: {
      filter: { id: /\?inline-script$/ },
      async handler(id) {
        const file = id.slice(0, -INLINE_SCRIPT.length);
        this.addWatchFile(file);
        const { code } = await transformWithOxc(await readFile(file, 'utf8'), file);
        const { code: minified, errors } = minifySync(file.replace(/\.tsx?$/, '.js'), code, {
          compress: { target },
          mangle: true,
          module: true,
        });
        const fn = /^export default (function[^]*?);?\s*$/.exec(minified)?.[1];
        if (errors.length || !fn) this.error(`${file}: not one default-exported function`);
        return `export default ${JSON.stringify(fn)};`;
      },
    },
  };
}

/** In the browser's build every `zod` import but its own goes through `lib/zod-without-eval`. */
function zodWithoutEval(): Plugin {
  return {
    name: 'vaarta:zod-without-eval',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === ZOD_WITHOUT_EVAL) return null;
      return ZOD_WITHOUT_EVAL;
    },
  };
}

/**
 * Lucide's icons carry only the attributes of `ui/icon-attributes.ts`, take no size, colour or
 * stroke width from `ui/icon-context.ts` and no class for their name (`ui/icon-classes.ts`), in
 * the browser's build and the server's alike (lucide-react is bundled into both), so hydration
 * sees the same icons.
 */
export function leanIcons(): Plugin {
  return {
    name: 'vaarta:lean-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './defaultAttributes.mjs' && LUCIDE_BUILD.test(importer)) {
        return ICON_ATTRIBUTES;
      }
      if (source === './context.mjs' && LUCIDE_ICON.test(importer)) return ICON_CONTEXT;
      if (source === '../utils/mergeClasses.mjs' && LUCIDE_BUILD.test(importer)) {
        return ICON_CLASSES;
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [zodWithoutEval(), leanIcons(), inlineScripts(), tailwindcss(), reactRouter()],
  // Bundled into the server build with only the icons the app uses: left external, the server
  // loaded lucide-react's whole CommonJS file (every icon, about 1.3 MB of code) at start.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => chunkName(id) === 'framework', priority: 2 },
            { name: 'query', test: (id) => chunkName(id) === 'query', priority: 2 },
            { name: 'app', test: (id) => chunkName(id) === 'app', priority: 1 },
          ],
        },
      },
    },
  },
});
