import { EpaperDesk } from '../../features/newsroom/epaper/epaper-desk.client';

/** /newsroom/epaper: the day's edition, uploaded or printed; replace, withdraw. */
export default function EpaperDeskRoute() {
  return <EpaperDesk />;
}
