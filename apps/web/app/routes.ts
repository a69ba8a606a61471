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
