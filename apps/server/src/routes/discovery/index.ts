import { pipeline, Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { absoluteUrl } from '@vaarta/core/addresses';
import {
  FEED_FILES,
  NEWS_SITEMAP_PATH,
  parseSitemapFile,
  ROBOTS_PATH,
  SITEMAP_INDEX_PATH,
  type FeedFormat,
} from '@vaarta/core/discovery-paths';
import { notFound } from '../../lib/http-error.ts';
import type { SitemapEntry } from '../../services/sitemaps.ts';
import type { ListSlugs } from '../../services/public-lists.ts';
import { openSearchDescription } from './opensearch.ts';

/**
 * Short enough that a story published now is in every feed and sitemap within a minute, in this
 * server and in a shared cache that honours it (docs/decisions/0121).
 */
export const DISCOVERY_CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30';

const FEED_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

const PUBLICATION_NAME = 'Vaarta';

/**
 * How search engines, feed readers and browsers find the news (docs/product/discovery.md):
 * robots.txt, the sitemap index and its sitemaps, the feeds of every list and the OpenSearch
 * description of each language's search. Public, shared by every reader, kept a short while.
 */
const discoveryRoutes: FastifyPluginAsync = async (app) => {
  const { sitemaps, feeds, publicLists } = app.services;
  const siteUrlOf = (request: FastifyRequest) =>
    app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  const publicReply = (reply: FastifyReply, type: string) =>
    reply.type(type).header('Cache-Control', DISCOVERY_CACHE_CONTROL);

  /** Writes entries through a sitemap stream as they are read; a failure cuts the reply short. */
  const sendSitemap = (
    request: FastifyRequest,
    reply: FastifyReply,
    entries: AsyncIterable<SitemapEntry>,
  ) => {
    const siteUrl = siteUrlOf(request);
    async function* items(): AsyncGenerator<SitemapItemLoose> {
      for await (const entry of entries) {
        yield {
          url: absoluteUrl(siteUrl, entry.path),
          lastmod: entry.lastmod?.toISOString(),
          news: entry.news && {
            publication: { name: PUBLICATION_NAME, language: entry.news.language },
            publication_date: entry.news.published.toISOString(),
            title: entry.news.title,
          },
        };
      }
    }
    const xml = pipeline(
      Readable.from(items()),
      new SitemapStream({ xmlns: { news: true, xhtml: false, image: false, video: false } }),
      (error) => {
        if (error) request.log.error({ err: error }, 'a sitemap could not be written');
      },
    );
    return publicReply(reply, 'application/xml; charset=utf-8').send(xml);
  };

  app.get(ROBOTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const sitemap = absoluteUrl(siteUrlOf(request), SITEMAP_INDEX_PATH);
    return publicReply(reply, 'text/plain; charset=utf-8').send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /newsroom',
        '',
        `Sitemap: ${sitemap}`,
        '',
      ].join('\n'),
    );
  });

  app.get(SITEMAP_INDEX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const siteUrl = siteUrlOf(request);
    const refs = await sitemaps.index();
    const xml = pipeline(
      Readable.from(
        refs.map((ref) => ({
          url: absoluteUrl(siteUrl, ref.path),
          lastmod: ref.lastmod?.toISOString(),
        })),
      ),
      new SitemapIndexStream(),
      (error) => {
        if (error) request.log.error({ err: error }, 'the sitemap index could not be written');
      },
    );
    return publicReply(reply, 'application/xml; charset=utf-8').send(xml);
  });

  app.get(NEWS_SITEMAP_PATH, { schema: { hide: true } }, async (request, reply) =>
    sendSitemap(request, reply, sitemaps.news()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      const entries = file && (await sitemaps.entries(file.language, file.kind, file.part));
      if (!entries) throw notFound('Sitemap not found.');
      return sendSitemap(request, reply, entries);
    },
  );

  // A feed of each list: /te/feed.xml, /te/<state>/<district>/feed.atom, …/<category>/feed.json.
  const shapes = [
    '/:language',
    '/:language/:state/:district',
    '/:language/:state/:district/:category',
  ];
  for (const shape of shapes) {
    for (const [format, file] of Object.entries(FEED_FILES) as [FeedFormat, string][]) {
      app.get<{ Params: ListSlugs }>(
        `${shape}/${file}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const list = await publicLists.find(request.params);
          if (!list) throw notFound('Feed not found.');
          const body = await feeds.feed(list, siteUrlOf(request), format);
          return publicReply(reply, FEED_TYPES[format]).send(body);
        },
      );
    }
  }

  app.get<{ Params: { language: string } }>(
    '/:language/search/opensearch.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = (await publicLists.languages()).find(
        ({ code }) => code === request.params.language,
      );
      if (!found) throw notFound('Search description not found.');
      return publicReply(reply, 'application/opensearchdescription+xml; charset=utf-8').send(
        openSearchDescription(siteUrlOf(request), found.code, found.language.language_name),
      );
    },
  );
};

export default discoveryRoutes;
