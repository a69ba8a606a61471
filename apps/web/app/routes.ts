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
  route('api-test', 'routes/api-test.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
