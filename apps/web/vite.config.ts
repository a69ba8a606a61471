import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|lucide-react|html-parse-stringify|void-elements)[\\/]/;
const SHARED_CODE =
  /[\\/](apps[\\/]web[\\/]app[\\/](lib|ui)|packages[\\/](core|i18n)[\\/]src)[\\/]/;
/**
 * Only loaded with the lazily loaded parts: keep them out of the first page's chunks (a group
 * takes in what its modules import, so one of these in `app` would bring Radix along). The zod
 * schemas of `packages/core/src/entities` check the dialogs' forms; `ui/*dialog*` are the
 * dialogs' frames.
 */
const LAZY_ONLY =
  /[\\/](lib[\\/]query-client\.ts|ui[\\/][a-z-]*dialog[a-z-]*\.tsx|packages[\\/]core[\\/]src[\\/]entities[\\/].*)$/;

/**
 * The first page load fetches a few larger chunks rather than twenty small ones (on HTTP/1.1
 * every request costs a round trip on a slow phone network): the framework in one, the app's
 * shared code in another. Dialogs, hover panels and their libraries stay lazily loaded.
 */
function chunkName(id: string): string | null {
  if (!/\.(m?[jt]sx?)$/.test(id) || LAZY_ONLY.test(id)) return null;
  if (FRAMEWORK.test(id)) return 'framework';
  if (SHARED_CODE.test(id)) return 'app';
  return null;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
            { name: 'app', test: (id) => chunkName(id) === 'app', priority: 1 },
          ],
        },
      },
    },
  },
});
