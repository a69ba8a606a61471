import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The reader's pages; docs/product/reading.md and mandi.md describe each. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('politics', 'routes/politics.tsx'),
  route('mandi', 'routes/mandi.tsx'),
  // The public addresses (docs/decisions/0110, packages/core/src/addresses.ts): the path alone
  // says what the page shows. Route ids start with `address/`: a path these routes match that is
  // no address (`/about-us`) is the not-found page.
  route(':lang', 'routes/address-home.tsx', { id: 'address/language' }),
  route(':lang/:state/:district', 'routes/address-home.tsx', { id: 'address/edition' }),
  route(':lang/page/:page', 'routes/address-list.tsx', { id: 'address/language-page' }),
  route(':lang/:state/:district/page/:page', 'routes/address-list.tsx', {
    id: 'address/edition-page',
  }),
  route(':lang/:state/:district/:category', 'routes/address-list.tsx', { id: 'address/category' }),
  route(':lang/:state/:district/:category/page/:page', 'routes/address-list.tsx', {
    id: 'address/category-page',
  }),
  route(':lang/news/:article', 'routes/article.tsx', { id: 'address/article' }),
  // The article's address before 0110: a permanent redirect to its canonical address.
  route('news/:newsId', 'routes/news.tsx'),
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
