import { SavedPage } from '../features/offline/saved-page';

/** The articles kept on this device; the list is read in the browser (0163). */
export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function Saved() {
  return <SavedPage />;
}
