import { useTranslation } from 'react-i18next';
import siteCss from '../../app.css?url';
import { useNewsroomDictionary } from '../../features/newsroom/newsroom-i18n';
import { NewsroomShell } from '../../features/newsroom/newsroom-shell.client';
import { Loading } from '../../ui/spinner';

/** Every newsroom page is one person's: never kept by the shared page cache or a browser's. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The whole stylesheet: the one every page inlines leaves out the newsroom's rules
 * (reader-pages.css). A navigation into the newsroom waits for it.
 */
export function links() {
  return [{ rel: 'stylesheet', href: siteCss }];
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * /newsroom: the access check and the desks (docs/product/newsroom.md), drawn in the browser once
 * the newsroom's words are there. The server and the hydrating browser show the waiting line:
 * the screens are `.client` modules, which React Router leaves out of the server's build
 * (docs/decisions/0090-server-memory-under-load.md).
 */
export default function NewsroomLayout() {
  const ready = useNewsroomDictionary();
  const { t } = useTranslation();
  if (!ready) return <Loading label={t('common.loading')} />;
  return <NewsroomShell />;
}
