import { MandiDesk } from '../../features/newsroom/mandi/mandi-desk.client';

/** /newsroom/mandi: the day's price file, and a price corrected by hand. */
export default function MandiDeskRoute() {
  return <MandiDesk />;
}
