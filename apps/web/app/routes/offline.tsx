import { OfflinePage } from '../features/offline/offline-page';

/** What the service worker shows offline for a page not kept on the device (0164). */
export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function Offline() {
  return <OfflinePage />;
}
