import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticleSchema } from '@vaarta/core/entities/news';
import * as t from '../../db/schema.ts';
import { serverJobs } from '../../jobs/server-jobs.ts';
import { loadConfig } from '../../config.ts';
import { SCHEDULED_PUBLISH_JOB } from '../../services/newsroom/stories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signedInReader } from '../../test/readers.ts';
import {
  callApi,
  newsroomCatalog,
  type ApiCall,
  signedInStaff,
  type SignedInStaff,
} from '../../test/staff.ts';

let server: TestServer;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let te: string;
let en: string;
let ur: string;
let hyderabad: string;
let warangal: string;
let editor: SignedInStaff;
let reporter: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer();
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  en = catalog.languageId('en');
  ur = catalog.languageId('ur');
  hyderabad = catalog.district('Hyderabad');
  warangal = catalog.district('Warangal');
  editor = await signedInStaff(server, 'editor', { languageIds: [te, ur], firstName: 'Lakshmi' });
  reporter = await signedInStaff(server, 'reporter', {
    districtIds: [hyderabad],
    firstName: 'Ravi',
  });
  admin = await signedInStaff(server, 'admin');
});
afterAll(() => server?.close());

const call: ApiCall = (...args) => callApi(server, ...args);

/** The one job these tests run: the rest (e-papers, feeds) are not theirs. */
function scheduledPublishJob() {
  const config = loadConfig({ NODE_ENV: 'test' });
  const jobs = serverJobs(server.app, { config, media: server.app.media });
  return jobs.find((job) => job.name === SCHEDULED_PUBLISH_JOB)!;
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    title: 'హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం',
    excerpt: 'నగరంలో రాత్రంతా వర్షం కురిసింది.',
    body: '<p>నగరంలో రాత్రంతా <strong>భారీ</strong> వర్షం కురిసింది.</p><p>రెండో పేరా.</p>',
    languageId: te,
    categoryId: catalog.categoryId('politics'),
    districtId: hyderabad,
    ...overrides,
  };
}

async function created(who: SignedInStaff, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/newsroom/stories', who, draft(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().result as Record<string, unknown> & { id: string; revision: number };
}

const readerList = async (languageId: string) =>
  (await call('GET', `/news/filter-advanced?language_id=${languageId}&limit=50`)).json().result
    .items as { id: string }[];

describe('writing a draft', () => {
  it('lets a reporter file a draft for their district, under their own name', async () => {
    const response = await call('POST', '/newsroom/stories', reporter, draft());
    expect(response.statusCode).toBe(201);
    const story = response.json().result;
    expect(story).toMatchObject({
      status: 'draft',
      authorId: reporter.id,
      authorName: `Ravi ${reporter.email.split('@')[0]!.split('.')[1]}`,
      districtId: hyderabad,
      stateId: catalog.telangana,
      districtName: 'హైదరాబాద్',
      revision: 1,
      publishedAt: null,
      allowed: { edit: true, publish: false },
    });
  });

  it("refuses a reporter's draft for another district", async () => {
    const response = await call(
      'POST',
      '/newsroom/stories',
      reporter,
      draft({ districtId: warangal }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Reporters can file stories only for their own districts.',
    );
  });

  it('refuses a reporter the breaking, featured and sticky flags and another byline', async () => {
    const flagged = await call('POST', '/newsroom/stories', reporter, draft({ isBreaking: true }));
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json().message).toBe(
      'Only an editor can mark a story breaking, featured or sticky.',
    );
    const byline = await call(
      'POST',
      '/newsroom/stories',
      reporter,
      draft({ authorId: editor.id }),
    );
    expect(byline.statusCode).toBe(403);
  });

  it('lets an editor write in their languages only, and set the flags', async () => {
    const story = await created(editor, { isBreaking: true, isSticky: true, districtId: warangal });
    expect(story).toMatchObject({
      isBreaking: true,
      isSticky: true,
      allowed: { edit: true, publish: true },
    });
    const english = await call('POST', '/newsroom/stories', editor, draft({ languageId: en }));
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('You can write and publish only in your own languages.');
  });

  it('lets an admin write in any language', async () => {
    expect(
      (await call('POST', '/newsroom/stories', admin, draft({ languageId: en }))).statusCode,
    ).toBe(201);
  });

  it('keeps the slug in the story’s own script', async () => {
    const telugu = await created(editor);
    expect(telugu['slug']).toBe('హైదరాబాద్\u200cలో-భారీ-వర్షం-రోడ్లు-జలమయం');
    const urdu = await created(editor, {
      languageId: ur,
      title: 'حیدرآباد میں بارش، سڑکیں زیرِ آب۔',
      body: '<p>شہر میں رات بھر بارش ہوئی۔</p>',
    });
    expect(urdu['slug']).toBe('حیدرآباد-میں-بارش-سڑکیں-زیرِ-آب');
  });

  it('cleans the body to exactly what the article page renders', async () => {
    const story = await created(editor, {
      body:
        '<h2 onclick="steal()">శీర్షిక</h2><script>alert(1)</script>' +
        '<p style="color:red">పేరా <a href="javascript:alert(1)">లింక్</a> ' +
        '<a href="https://example.in/x">మరో లింక్</a></p><iframe src="https://evil"></iframe>',
    });
    expect(story['body']).toBe(
      '<h2>శీర్షిక</h2><p>పేరా <a rel="noopener noreferrer nofollow">లింక్</a> ' +
        '<a href="https://example.in/x" rel="noopener noreferrer nofollow">మరో లింక్</a></p>',
    );
  });

  it('turns a plain-text body into paragraphs', async () => {
    const story = await created(editor, { body: 'మొదటి పేరా.\n\nరెండో <పేరా>.' });
    expect(story['body']).toBe('<p>మొదటి పేరా.</p>\n<p>రెండో &#60;పేరా&#62;.</p>');
  });

  it('accepts a YouTube link in the forms the article plays, and nothing else', async () => {
    const ok = await created(editor, { videoUrl: 'https://youtu.be/DLA_64yz8Ss' });
    expect(ok['videoUrl']).toBe('https://youtu.be/DLA_64yz8Ss');
    const vimeo = await call(
      'POST',
      '/newsroom/stories',
      editor,
      draft({ videoUrl: 'https://vimeo.com/1' }),
    );
    expect(vimeo.statusCode).toBe(422);
    expect(vimeo.json().message).toContain('Video link must be a YouTube link');
  });

  it('refuses control characters, an empty title and a place that does not fit', async () => {
    const control = await call('POST', '/newsroom/stories', editor, draft({ title: 'బ\u0007ల' }));
    expect(control.statusCode).toBe(422);
    expect(control.json().message).toBe('Invalid body: Title contains invalid characters');
    const empty = await call('POST', '/newsroom/stories', editor, draft({ title: '   ' }));
    expect(empty.statusCode).toBe(422);
    const misplaced = await call(
      'POST',
      '/newsroom/stories',
      editor,
      draft({ stateId: catalog.andhra, districtId: hyderabad }),
    );
    expect(misplaced.statusCode).toBe(422);
    expect(misplaced.json().message).toBe('The district is not in the chosen state.');
    const unknown = await call(
      'POST',
      '/newsroom/stories',
      editor,
      draft({ categoryId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Unknown category. Please choose one from the list.');
  });
});

describe('editing and revisions', () => {
  it('keeps every save as a revision and refuses a save from an old revision', async () => {
    const story = await created(reporter);
    const first = await call('PATCH', `/newsroom/stories/${story.id}`, reporter, {
      title: 'కొత్త శీర్షిక',
      baseRevision: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ title: 'కొత్త శీర్షిక', revision: 2, slug: 'కొత్త-శీర్షిక' });
    const stale = await call('PATCH', `/newsroom/stories/${story.id}`, editor, {
      excerpt: 'మార్చిన సారాంశం',
      baseRevision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else saved this story after you opened it. Reload it to see their changes.',
    );
    const history = (await call('GET', `/newsroom/stories/${story.id}/revisions`, editor)).json()
      .result;
    expect(history.map((r: { number: number; action: string }) => [r.number, r.action])).toEqual([
      [2, 'edit'],
      [1, 'create'],
    ]);
    const one = (
      await call('GET', `/newsroom/stories/${story.id}/revisions/${history[1].id}`, editor)
    ).json().result;
    expect(one.fields.title).toBe('హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం');
  });

  it('restores an earlier revision as a new one', async () => {
    const story = await created(editor);
    await call('PATCH', `/newsroom/stories/${story.id}`, editor, {
      title: 'రెండో శీర్షిక',
      isFeatured: true,
    });
    const history = (await call('GET', `/newsroom/stories/${story.id}/revisions`, editor)).json()
      .result;
    const restored = await call(
      'POST',
      `/newsroom/stories/${story.id}/revisions/${history.at(-1).id}/restore`,
      editor,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().result).toMatchObject({
      title: 'హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం',
      isFeatured: false,
      revision: 3,
    });
    const after = (await call('GET', `/newsroom/stories/${story.id}/revisions`, editor)).json()
      .result;
    expect(after[0]).toMatchObject({ number: 3, action: 'restore' });
  });

  it('lets a reporter edit only their own draft, and only while it is a draft', async () => {
    const editorsStory = await created(editor);
    const others = await call('PATCH', `/newsroom/stories/${editorsStory.id}`, reporter, {
      title: 'x',
    });
    expect(others.statusCode).toBe(403);
    const own = await created(reporter);
    await call('POST', `/newsroom/stories/${own.id}/publish`, editor, { revision: own.revision });
    const published = await call('PATCH', `/newsroom/stories/${own.id}`, reporter, { title: 'x' });
    expect(published.statusCode).toBe(403);
    expect(published.json().message).toBe(
      'This story has been published or scheduled: only an editor can change it now.',
    );
    const opened = await call('GET', `/newsroom/stories/${own.id}`, reporter);
    expect(opened.json().result.allowed).toEqual({ edit: false, publish: false });
  });

  it('keeps the first version of a story from before the newsroom when it is first edited', async () => {
    const seeded = (await readerList(te)).at(-1);
    await call('PATCH', `/newsroom/stories/${seeded!.id}`, editor, { excerpt: 'సవరించిన సారాంశం' });
    const history = (await call('GET', `/newsroom/stories/${seeded!.id}/revisions`, editor)).json()
      .result;
    expect(history.map((r: { number: number }) => r.number)).toEqual([1, 0]);
  });

  it('answers 404 for an unknown story and 400 for a bad id', async () => {
    expect(
      (await call('GET', '/newsroom/stories/00000000-0000-4000-8000-000000000009', editor))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/newsroom/stories/not-an-id', editor)).statusCode).toBe(400);
  });
});

describe('lists', () => {
  it('filters by status, language, district, category, author and search, a page at a time', async () => {
    const mine = await created(reporter, { title: 'ప్రత్యేకమైన వార్త శీర్షిక' });
    const list = await call(
      'GET',
      `/newsroom/stories?status=draft&languageId=${te}&districtId=${hyderabad}&categoryId=${catalog.categoryId('politics')}&authorId=${reporter.id}&search=ప్రత్యేకమైన&limit=5`,
      editor,
    );
    expect(list.statusCode).toBe(200);
    const { items, pagination } = list.json().result;
    expect(items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    expect(pagination).toEqual({ page: 1, limit: 5, total: 1, totalPages: 1 });
    expect(items[0]).not.toHaveProperty('body');
  });

  it('shows a reporter only their own stories, and an editor only their languages', async () => {
    const reporterList = (await call('GET', '/newsroom/stories?limit=100', reporter)).json().result
      .items;
    expect(reporterList.every((s: { authorId: string }) => s.authorId === reporter.id)).toBe(true);
    const editorList = (await call('GET', '/newsroom/stories?limit=100', editor)).json().result
      .items;
    expect(editorList.every((s: { languageId: string }) => [te, ur].includes(s.languageId))).toBe(
      true,
    );
    const english = await call('GET', `/newsroom/stories?languageId=${en}`, editor);
    expect(english.statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('shows the preview in the shape of the reader’s article, whatever the state', async () => {
    const story = await created(editor);
    const preview = await call('GET', `/newsroom/stories/${story.id}/preview`, reporter);
    expect(preview.statusCode).toBe(403);
    const own = await created(reporter);
    const mine = await call('GET', `/newsroom/stories/${own.id}/preview`, reporter);
    expect(mine.statusCode).toBe(200);
    const article = newsArticleSchema.parse(mine.json().result);
    expect(article).toMatchObject({ id: own.id, status: 'draft', districtName: 'హైదరాబాద్' });
    expect((await call('GET', `/news/${own.id}`)).statusCode).toBe(404);
  });

  it('publishes at once: lists and the article drop their cached copies', async () => {
    const story = await created(editor);
    // Readers have just read the list, so it is cached.
    expect((await readerList(te)).some((i) => i.id === story.id)).toBe(false);
    const reporterTry = await call('POST', `/newsroom/stories/${story.id}/publish`, reporter, {
      revision: story.revision,
    });
    expect(reporterTry.statusCode).toBe(403);
    const published = await call('POST', `/newsroom/stories/${story.id}/publish`, editor, {
      revision: story.revision,
    });
    expect(published.json().result).toMatchObject({
      status: 'published',
      revision: story.revision + 1,
    });
    expect((await readerList(te))[0]!.id).toBe(story.id);
    const article = await call('GET', `/news/${story.id}`);
    expect(article.statusCode).toBe(200);
    expect(article.json().result.updatedAt).toBe(published.json().result.publishedAt);

    const unpublished = await call('POST', `/newsroom/stories/${story.id}/unpublish`, editor, {
      revision: published.json().result.revision,
      note: 'తప్పు సమాచారం',
    });
    expect(unpublished.json().result.status).toBe('unpublished');
    expect((await call('GET', `/news/${story.id}`)).statusCode).toBe(404);
    expect((await readerList(te)).some((i) => i.id === story.id)).toBe(false);
  });

  it('refuses to publish a story without a body', async () => {
    const story = await created(editor, { body: '' });
    const response = await call('POST', `/newsroom/stories/${story.id}/publish`, editor, {
      revision: story.revision,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'A story needs a title and a body before it is published.',
    );
  });

  it('moves dateModified on an edit, never on a like or a comment', async () => {
    const story = await created(editor);
    const published = (
      await call('POST', `/newsroom/stories/${story.id}/publish`, editor, {
        revision: story.revision,
      })
    ).json().result;
    const reader = await signedInReader(server);
    await call('POST', `/news/${story.id}/likes`, reader);
    await call('POST', `/news/${story.id}/comments`, reader, { content: 'బాగుంది' });
    const afterReaders = (await call('GET', `/news/${story.id}`)).json().result;
    expect(afterReaders.updatedAt).toBe(published.updatedAt);
    expect(afterReaders.likeCount).toBe(1);
    const edited = (
      await call('PATCH', `/newsroom/stories/${story.id}`, editor, { excerpt: 'కొత్తది' })
    ).json().result;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(published.updatedAt));
    expect((await call('GET', `/news/${story.id}`)).json().result.excerpt).toBe('కొత్తది');
  });

  it('refuses a schedule in the past', async () => {
    const story = await created(editor);
    const response = await call('POST', `/newsroom/stories/${story.id}/schedule`, editor, {
      revision: story.revision,
      publishAt: '2020-01-01T06:00:00+05:30',
    });
    expect(response.statusCode).toBe(422);
    const malformed = await call('POST', `/newsroom/stories/${story.id}/schedule`, editor, {
      revision: story.revision,
      publishAt: 'tomorrow',
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('shows a scheduled story at its time, with no restart and no stale list', async () => {
    await server.app.jobs.define(scheduledPublishJob());
    const story = await created(editor);
    // Readers read the list before: it is cached for NEWS_CACHE_SECONDS (10 s).
    expect((await readerList(te)).some((i) => i.id === story.id)).toBe(false);
    const at = new Date(Date.now() + 1500);
    const scheduled = await call('POST', `/newsroom/stories/${story.id}/schedule`, editor, {
      revision: story.revision,
      publishAt: at.toISOString(),
    });
    expect(scheduled.json().result).toMatchObject({
      status: 'scheduled',
      publishedAt: at.toISOString(),
    });
    const [job] = await server.jobs.status();
    expect(job).toMatchObject({ name: SCHEDULED_PUBLISH_JOB, nextRun: at.toISOString() });
    expect((await readerList(te)).some((i) => i.id === story.id)).toBe(false);
    expect((await call('GET', `/news/${story.id}`)).statusCode).toBe(404);
    const early = await call('POST', `/news/${story.id}/report`, undefined, { reason: 'spam' });
    expect(early.statusCode).toBe(404);
    const listed = await call('GET', `/newsroom/stories?status=scheduled&limit=100`, editor);
    expect(listed.json().result.items.map((i: { id: string }) => i.id)).toContain(story.id);

    // Well within the 10 s the cached list would otherwise have lived: the job's run drops it.
    await expect
      .poll(async () => (await readerList(te))[0]?.id, { timeout: 6_000, interval: 200 })
      .toBe(story.id);
    expect((await call('GET', `/news/${story.id}`)).statusCode).toBe(200);
    const now = await call('GET', `/newsroom/stories/${story.id}`, editor);
    expect(now.json().result.status).toBe('published');
    const log = await call('GET', `/newsroom/audit?entityType=story&entityId=${story.id}`, admin);
    const actions = log.json().result.items.map((i: { action: string }) => i.action);
    expect(actions.filter((a: string) => a === 'story.publish')).toHaveLength(1);
  });

  it('carries out a schedule once, and never one since changed or withdrawn', async () => {
    const story = await created(editor);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call('POST', `/newsroom/stories/${story.id}/schedule`, editor, {
      revision: story.revision,
      publishAt: at.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    // Its time has come (the row is moved back an hour), and two runs race for it.
    const due = new Date(Date.now() - 1000);
    await server.database.db
      .update(t.news)
      .set({ publishedAt: due, scheduledAt: due })
      .where(eq(t.news.id, story.id));
    const stories = server.app.services.stories;
    const runs = await Promise.all([
      stories.publishDue({ storyId: story.id, at: due.toISOString() }),
      stories.publishDue({ storyId: story.id, at: due.toISOString() }),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // The first schedule's run, an hour late, finds it is no longer the story's schedule.
    expect(await stories.publishDue({ storyId: story.id, at: at.toISOString() })).toBe(false);

    const withdrawn = await created(editor);
    const later = new Date(Date.now() + 3_600_000);
    const withdrawnAt = await call('POST', `/newsroom/stories/${withdrawn.id}/schedule`, editor, {
      revision: withdrawn.revision,
      publishAt: later.toISOString(),
    });
    const unpublished = await call('POST', `/newsroom/stories/${withdrawn.id}/unpublish`, editor, {
      revision: withdrawnAt.json().result.revision,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(await stories.publishDue({ storyId: withdrawn.id, at: later.toISOString() })).toBe(
      false,
    );
  });

  it('queues at start the stories scheduled before the queue carried them out', async () => {
    await server.app.jobs.define(scheduledPublishJob());
    const story = await created(editor);
    const at = new Date(Date.now() + 7_200_000);
    await server.database.db
      .update(t.news)
      .set({ status: 'published', publishedAt: at, scheduledAt: at })
      .where(eq(t.news.id, story.id));
    await server.app.services.stories.sendPendingSchedules();
    await server.app.services.stories.sendPendingSchedules();
    const queued = await server.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${SCHEDULED_PUBLISH_JOB}
          and data->>'storyId' = ${story.id} and state = 'created'`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses a reporter’s save to their story once an editor has scheduled it', async () => {
    await server.app.jobs.define(scheduledPublishJob());
    const later = await created(reporter);
    const scheduling = await call('POST', `/newsroom/stories/${later.id}/schedule`, editor, {
      revision: later.revision,
      publishAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    });
    expect(scheduling.json().result.status).toBe('scheduled');
    const save = await call('PATCH', `/newsroom/stories/${later.id}`, reporter, { title: 'x' });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(
      'This story has been published or scheduled: only an editor can change it now.',
    );
  });
});

describe('the audit log', () => {
  it('records who changed which story, readable by Admins only', async () => {
    const story = await created(editor, { title: 'ఆడిట్ కోసం' });
    await call('POST', `/newsroom/stories/${story.id}/publish`, editor, {
      revision: story.revision,
    });
    const log = await call('GET', `/newsroom/audit?entityType=story&entityId=${story.id}`, admin);
    expect(log.statusCode).toBe(200);
    const entries = log.json().result.items;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'story.publish',
      'story.create',
    ]);
    // The revision that went live: the one published, right after the one written.
    expect(entries[0].summary).toBe(`revision ${story.revision + 1}: ఆడిట్ కోసం`);
    expect(entries[1]).toMatchObject({
      actorId: editor.id,
      actorName: expect.stringContaining('Lakshmi'),
    });
    expect((await call('GET', '/newsroom/audit', editor)).statusCode).toBe(403);
  });
});
