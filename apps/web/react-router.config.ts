import type { Config } from '@react-router/dev/config';

/** Framework mode with server rendering; apps/server serves the build (docs/decisions/0005). */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The route table is small: send it with the page rather than fetching it link by link
  // after hydration (which re-renders the whole page on a slow phone).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
