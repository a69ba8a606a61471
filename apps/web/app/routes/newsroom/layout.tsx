import { NewsroomShell } from '../../features/newsroom/newsroom-shell';

/** Every newsroom page is one person's: never kept by the shared page cache or a browser's. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

/** /newsroom: the access check and the desks (docs/product/newsroom.md). */
export default function NewsroomLayout() {
  return <NewsroomShell />;
}
