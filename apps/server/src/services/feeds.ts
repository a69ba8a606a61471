import { Feed } from 'feed';
import { absoluteUrl, articlePath } from '@vaarta/core/addresses';
import { feedPath, type FeedFormat } from '@vaarta/core/discovery-paths';
import type { NewsItem } from '@vaarta/core/entities/news';
import type { NewsService } from './news.ts';
import type { PublicList } from './public-lists.ts';

/** Items in every feed: the newest stories of its list. */
export const FEED_ITEMS = 30;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The media type of a picture, by its file name. */
function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'image/jpeg';
}

/**
 * The feeds of every public list (docs/product/discovery.md): RSS 2.0, Atom and JSON Feed of the
 * newest stories of a language, an edition or a category of an edition, each with its title,
 * link, summary, dates, author, category and lead picture (as an enclosure). The stories come
 * from the news lists every page reads, so a feed shows a change as soon as the lists do.
 */
export class FeedService {
  private readonly news: NewsService;

  constructor(news: NewsService) {
    this.news = news;
  }

  async feed(list: PublicList, siteUrl: string, format: FeedFormat): Promise<string> {
    const page = await this.news.list({
      languageId: list.language.id,
      stateId: list.stateId,
      districtId: list.districtId,
      categoryIds: list.categoryId ? [list.categoryId] : undefined,
      page: 1,
      limit: FEED_ITEMS,
    });
    const url = (path: string) => absoluteUrl(siteUrl, path);
    const feed = new Feed({
      title: `Vaarta — ${list.title}`,
      description: `Vaarta: ${list.title}`,
      id: url(list.path),
      link: url(list.path),
      language: list.code,
      favicon: url('/favicon.svg'),
      copyright: `© ${new Date().getFullYear()} Vaarta`,
      updated: page.items[0] ? new Date(page.items[0].publishedAt) : new Date(0),
      generator: 'Vaarta',
      feedLinks: {
        rss: url(feedPath(list.path, 'rss')),
        atom: url(feedPath(list.path, 'atom')),
        json: url(feedPath(list.path, 'json')),
      },
    });
    for (const item of page.items) feed.addItem(this.itemOf(item, list, url));
    if (format === 'rss') return feed.rss2();
    if (format === 'atom') return feed.atom1();
    return feed.json1();
  }

  private itemOf(item: NewsItem, list: PublicList, url: (path: string) => string) {
    const link = url(articlePath({ language: list.code, slug: item.slug, id: item.id }));
    const image = item.media.find((m) => m.mediaType === 'image');
    const published = new Date(item.publishedAt);
    return {
      title: item.title,
      id: link,
      link,
      description: item.excerpt || item.shortNewsContent,
      date: published,
      published,
      author: [{ name: item.authorName }],
      category: [{ name: item.categoryName, term: item.categorySlug }],
      ...(image
        ? { enclosure: { url: url(image.mediaUrl), type: imageType(image.mediaUrl), length: 0 } }
        : {}),
    };
  }
}
