import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@vaarta/core/constants';
import type { NewsCardItem } from '../../api/news-cards';
import { EditionProvider } from '../../lib/edition-context';
import { i18nFor } from '../../lib/i18n.server';
import { htmlReuser } from '../../lib/reused-html.server';
import { HtmlReuseContext, type HtmlReuser } from '../../ui/reused-html';
import { NewsSection } from './news-section';

const telugu = { id: 'te-id', name: 'తెలుగు', code: 'te', englishName: 'Telugu', icon: 'అ' };

const story = (id: string, title: string, publishedAt: string): NewsCardItem => ({
  id,
  path: `/te/news/${id}`,
  title,
  publishedAt,
  image: { src: `/media/${id}.webp`, srcSet: '', sources: [], alt: title },
  authorName: 'రవి',
  summary: `${title}: what happened`,
});

const stories = [
  story('a', 'Buses & trains', '2026-11-24T10:00:00.000Z'),
  story('b', 'రైతుల <సభ>', '2026-11-24T09:30:00.000Z'),
];

/**
 * The sports section (cards saying how long ago) of a page rendered at `now`, as the server
 * renders a page: the HTML of a streamed rendering, reusing cards' HTML through `reuse` if any.
 * Its news are `items`, or the error the server met loading them.
 */
async function sportsSection(
  items: NewsCardItem[] | { error: string },
  {
    now,
    reuse,
    language = 'en',
  }: { now: string; reuse: HtmlReuser | null; language?: LanguageCode },
): Promise<string> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ now }),
      Component: () => (
        <EditionProvider
          edition={{ language: telugu, state: null, district: null }}
          languages={[telugu]}
          categories={[]}
          defaulted
          addressed={false}
        >
          <NewsSection
            type="sports"
            rendered={{
              languageId: telugu.id,
              result: Array.isArray(items)
                ? { categoryIds: null, items }
                : { categoryIds: null, ...items },
            }}
            keptInHtml
          />
        </EditionProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('no page');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = new PassThrough();
  const { pipe } = renderToPipeableStream(
    <I18nextProvider i18n={i18nFor(language)}>
      <HtmlReuseContext.Provider value={reuse}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HtmlReuseContext.Provider>
    </I18nextProvider>,
    { onAllReady: () => pipe(html), onError: (error) => void html.destroy(error as Error) },
  );
  return text(html);
}

/** A reuser that counts the renderings it could not spare. */
function countingReuser() {
  const reuse = htmlReuser(10);
  const counted = {
    renderings: 0,
    reuse: ((key, render) =>
      reuse(key, () => {
        counted.renderings += 1;
        return render();
      })) as HtmlReuser,
  };
  return counted;
}

const now = '2026-11-24T10:01:30.000Z';

describe('a listed home section rendered once for every page that shows the same cards', () => {
  it('is the HTML a fresh rendering makes, the first time and when reused', async () => {
    const fresh = await sportsSection(stories, { now, reuse: null });
    expect(fresh).toContain('Buses &amp; trains');
    expect(fresh).toContain('1 minute ago');
    const counted = countingReuser();
    expect(await sportsSection(stories, { now, reuse: counted.reuse })).toBe(fresh);
    expect(await sportsSection(stories, { now, reuse: counted.reuse })).toBe(fresh);
    expect(counted.renderings).toBe(1);
  });

  it('shows a story published since on the next page', async () => {
    const counted = countingReuser();
    await sportsSection(stories, { now, reuse: counted.reuse });
    const published = [story('c', 'Stadium opens', '2026-11-24T10:01:00.000Z'), ...stories];
    const next = await sportsSection(published, { now, reuse: counted.reuse });
    expect(next).toContain('Stadium opens');
    expect(next).toBe(await sportsSection(published, { now, reuse: null }));
    expect(counted.renderings).toBe(2);
  });

  it('says how long ago as a fresh rendering would at the time of each page', async () => {
    const counted = countingReuser();
    await sportsSection(stories, { now, reuse: counted.reuse });
    const later = '2026-11-24T10:02:10.000Z';
    const page = await sportsSection(stories, { now: later, reuse: counted.reuse });
    expect(page).toContain('2 minutes ago');
    expect(page).toBe(await sportsSection(stories, { now: later, reuse: null }));
  });

  it('is rendered for each interface language', async () => {
    const counted = countingReuser();
    await sportsSection(stories, { now, reuse: counted.reuse });
    const te = await sportsSection(stories, { now, reuse: counted.reuse, language: 'te' });
    expect(te).toBe(await sportsSection(stories, { now, reuse: null, language: 'te' }));
    expect(te).not.toContain('1 minute ago');
  });
});

describe('a listed home section whose news failed on the server', () => {
  it('keeps a tap on Try Again made before the page hydrates (docs/decisions/0096)', async () => {
    const html = await sportsSection({ error: 'SERVER' }, { now, reuse: null });
    expect(html).toContain('Failed to fetch sports news');
    expect(html).toMatch(/<button type="button" data-early-tap="retry-sports"/);
  });
});
