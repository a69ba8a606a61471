import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { LANGUAGE_CODES } from '@vaarta/core/constants';

/** The reader's pages; docs/product/reading.md and mandi.md describe each. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('politics', 'routes/politics.tsx'),
  route('mandi', 'routes/mandi.tsx'),
  // The public addresses (docs/decisions/0110, packages/core/src/addresses.ts), under each
  // language's own segment so that any other path stays the not-found page: the path alone says
  // what the page shows. Route ids start with `address/`: a path these routes match that is no
  // address (`/te/a_b/c`) is the not-found page too.
  ...LANGUAGE_CODES.flatMap((code) => [
    route(code, 'routes/address-home.tsx', { id: `address/${code}` }),
    route(`${code}/:state/:district`, 'routes/address-home.tsx', { id: `address/${code}/edition` }),
    route(`${code}/page/:page`, 'routes/address-list.tsx', { id: `address/${code}/page` }),
    route(`${code}/:state/:district/page/:page`, 'routes/address-list.tsx', {
      id: `address/${code}/edition/page`,
    }),
    route(`${code}/:state/:district/:category`, 'routes/address-list.tsx', {
      id: `address/${code}/category`,
    }),
    route(`${code}/:state/:district/:category/page/:page`, 'routes/address-list.tsx', {
      id: `address/${code}/category/page`,
    }),
    route(`${code}/news/:article`, 'routes/article.tsx', { id: `address/${code}/article` }),
  ]),
  // The article's address before 0110: a permanent redirect to its canonical address.
  route('news/:newsId', 'routes/news.tsx'),
  route(':lang/search', 'routes/search.tsx'),
  route('saved', 'routes/saved.tsx'),
  route('offline', 'routes/offline.tsx'),
  route('api-test', 'routes/api-test.tsx'),
  // The newsroom (docs/product/newsroom.md): staff only, drawn in the browser, never cached.
  route('newsroom', 'routes/newsroom/layout.tsx', [
    index('routes/newsroom/home.tsx'),
    route('stories', 'routes/newsroom/stories.tsx'),
    route('stories/new', 'routes/newsroom/story-new.tsx'),
    route('stories/:storyId', 'routes/newsroom/story-edit.tsx'),
    route('stories/:storyId/preview', 'routes/newsroom/story-preview.tsx'),
    route('moderation', 'routes/newsroom/moderation.tsx'),
    route('epaper', 'routes/newsroom/epaper.tsx'),
    route('mandi', 'routes/newsroom/mandi.tsx'),
    route('feeds', 'routes/newsroom/feeds.tsx'),
    route('people', 'routes/newsroom/people.tsx'),
    route('audit', 'routes/newsroom/audit.tsx'),
    route('jobs', 'routes/newsroom/jobs.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
