import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { shortIdOf } from '@vaarta/core/addresses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema.ts';
import { serverJobs } from '../../jobs/server-jobs.ts';
import { BREAKING_PUSH_JOB } from '../../services/push/breaking-push.ts';
import { SCHEDULED_PUBLISH_JOB } from '../../services/newsroom/stories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startPushReceiver, type TestDevice } from '../../test/push-receiver.ts';
import { clientAddress } from '../../test/readers.ts';
import { newsroomCatalog, signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let server: TestServer;
/** The same server with VAPID keys, writing to the local push service. */
let pushing: App;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let editor: SignedInStaff;
let te: string;
let en: string;
let hyderabad: string;
let warangal: string;

beforeAll(async () => {
  server = await startTestServer();
  const keys = webpush.generateVAPIDKeys();
  pushing = await server.withSettings({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:desk@vaarta.example',
    PUBLIC_URL: 'https://vaarta.example',
    PUSH_ALLOW_ANY_SERVICE: 'true',
  });
  receiver = await startPushReceiver();
  // The job that sends them and the one that carries out a schedule, run by the pushing server
  // (the other jobs are not these tests').
  const jobs = serverJobs(pushing, { config: pushing.config, media: server.app.media });
  for (const job of jobs) {
    if (job.name === BREAKING_PUSH_JOB || job.name === SCHEDULED_PUBLISH_JOB) {
      await server.jobs.define(job);
    }
  }
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  en = catalog.languageId('en');
  hyderabad = catalog.district('Hyderabad');
  warangal = catalog.district('Warangal');
  editor = await signedInStaff(server, 'editor', { languageIds: [te, en] });
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});
beforeEach(async () => {
  await server.database.db.delete(t.pushSubscriptions);
  receiver.received.length = 0;
});

const edition = (languageId: string, districtId: string | null) => ({
  languageId,
  stateId: catalog.telangana,
  districtId,
});
type Edition = ReturnType<typeof edition>;

function call(
  app: App,
  method: 'POST' | 'GET',
  url: string,
  payload?: object,
  who?: SignedInStaff,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: who?.auth,
    remoteAddress: clientAddress(),
  });
}

async function subscribe(device: TestDevice, to: Edition) {
  const response = await call(pushing, 'POST', '/push/subscriptions', {
    subscription: device.subscription,
    edition: to,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const subscriptionsOf = (device: TestDevice) =>
  server.database.db
    .select()
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.endpoint, device.subscription.endpoint));

/** A story published by the editor, with these pictures or videos (addresses) in this order. */
async function publishedStory(
  overrides: Record<string, unknown> = {},
  publish: object = {},
  media: { mediaUrl: string; mediaType: 'image' | 'video' }[] = [],
) {
  const draft = await call(
    pushing,
    'POST',
    '/newsroom/stories',
    {
      title: 'హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం',
      excerpt: 'నగరంలో రాత్రంతా వర్షం కురిసింది.',
      body: '<p>నగరంలో రాత్రంతా వర్షం కురిసింది.</p>',
      languageId: te,
      categoryId: catalog.categoryId('politics'),
      districtId: hyderabad,
      isBreaking: true,
      ...overrides,
    },
    editor,
  );
  expect(draft.statusCode, draft.body).toBe(201);
  const { id, revision } = draft.json().result as { id: string; revision: number };
  if (media.length > 0) {
    await server.database.db
      .insert(t.newsMedia)
      .values(media.map((item, sortOrder) => ({ ...item, newsId: id, sortOrder })));
  }
  const published = await call(
    pushing,
    'POST',
    `/newsroom/stories/${id}/publish`,
    { revision, ...publish },
    editor,
  );
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** The article's canonical address on the configured site, whatever its slug. */
const articleAddress = (id: string) =>
  new RegExp(`^https://vaarta\\.example/te/news/[^/]+-${shortIdOf(id)}$`);

/** Waits until the story's push has been sent to everyone (by a job, after the publish). */
async function pushFinished(newsId: string) {
  for (let tries = 0; tries < 600; tries++) {
    const [row] = await server.database.db
      .select()
      .from(t.storyPushes)
      .where(eq(t.storyPushes.newsId, newsId));
    if (row?.finishedAt) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the push of ${newsId} did not finish`);
}

describe('subscribing a device to an edition', () => {
  it('keeps one subscription per device and edition, and stops one edition or all', async () => {
    const phone = receiver.device('phone');
    await subscribe(phone, edition(te, hyderabad));
    await subscribe(phone, edition(te, hyderabad));
    await subscribe(phone, edition(te, null));
    await subscribe(phone, edition(en, warangal));
    expect(await subscriptionsOf(phone)).toHaveLength(3);

    const stopOne = await call(pushing, 'POST', '/push/unsubscribe', {
      endpoint: phone.subscription.endpoint,
      edition: edition(te, null),
    });
    expect(stopOne.statusCode).toBe(200);
    const left = await subscriptionsOf(phone);
    expect(left.map((row) => [row.languageId, row.districtId]).sort()).toEqual(
      [
        [te, hyderabad],
        [en, warangal],
      ].sort(),
    );

    await call(pushing, 'POST', '/push/unsubscribe', { endpoint: phone.subscription.endpoint });
    expect(await subscriptionsOf(phone)).toHaveLength(0);
  });

  it('refuses an unknown district, a district of another state and keys that are not keys', async () => {
    const phone = receiver.device('phone');
    const refused = async (body: object) =>
      (await call(pushing, 'POST', '/push/subscriptions', body)).statusCode;
    const good = { subscription: phone.subscription, edition: edition(te, hyderabad) };
    expect(
      await refused({ ...good, edition: edition(te, '00000000-0000-4000-8000-000000000000') }),
    ).toBe(422);
    expect(await refused({ ...good, edition: edition(te, catalog.andhraDistrict) })).toBe(422);
    expect(
      await refused({
        ...good,
        subscription: { ...phone.subscription, keys: { p256dh: 'x', auth: 'y' } },
      }),
    ).toBe(422);
    expect(await subscriptionsOf(phone)).toHaveLength(0);
  });

  it("takes only a browser push service's address unless configured otherwise", async () => {
    const phone = receiver.device('phone');
    const response = await call(server.app, 'POST', '/push/subscriptions', {
      subscription: phone.subscription,
      edition: edition(te, hyderabad),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The endpoint is not the address of a browser's push service.",
    );
  });
});

describe('pushing a breaking story', () => {
  it("pushes once to exactly the devices of the story's district and state", async () => {
    const district = receiver.device('district');
    const wholeState = receiver.device('whole-state');
    const both = receiver.device('both');
    const otherDistrict = receiver.device('other-district');
    const otherLanguage = receiver.device('other-language');
    await subscribe(district, edition(te, hyderabad));
    await subscribe(wholeState, edition(te, null));
    await subscribe(both, edition(te, hyderabad));
    await subscribe(both, edition(te, null));
    await subscribe(otherDistrict, edition(te, warangal));
    await subscribe(otherLanguage, edition(en, hyderabad));

    const id = await publishedStory();
    const outcome = await pushFinished(id);
    expect(outcome.delivered).toBe(3);
    expect(receiver.received.map((push) => push.device).sort()).toEqual(
      ['both', 'district', 'whole-state'].sort(),
    );

    // Taken down and put back up, or sent again by a second sender: nobody gets it twice.
    const live = (await call(pushing, 'GET', `/newsroom/stories/${id}`, undefined, editor)).json()
      .result as { revision: number };
    const down = await call(
      pushing,
      'POST',
      `/newsroom/stories/${id}/unpublish`,
      { note: '', revision: live.revision },
      editor,
    );
    expect(down.statusCode, down.body).toBe(200);
    const up = await call(
      pushing,
      'POST',
      `/newsroom/stories/${id}/publish`,
      { revision: down.json().result.revision },
      editor,
    );
    expect(up.statusCode, up.body).toBe(200);
    await Promise.all([
      pushing.services.breakingPush.sendDue(),
      pushing.services.breakingPush.sendDue(),
    ]);
    expect(receiver.received).toHaveLength(3);
  });

  it('sends the headline, the picture and the address, encrypted for the device alone', async () => {
    const phone = receiver.device('phone');
    await subscribe(phone, edition(te, hyderabad));
    const id = await publishedStory({}, {}, [
      { mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mediaType: 'video' },
      { mediaUrl: '/media/2026/11/rain-hyderabad.jpg', mediaType: 'image' },
    ]);
    await pushFinished(id);
    const [push] = receiver.pushesTo('phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers['authorization']).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push!.headers['urgency']).toBe('high');
    expect(push!.body.toString()).not.toContain('news');
    expect(phone.read(push!)).toEqual({
      title: 'హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం',
      body: 'నగరంలో రాత్రంతా వర్షం కురిసింది.',
      url: expect.stringMatching(articleAddress(id)),
      // The first picture, not the video before it, at its address on the site.
      image: 'https://vaarta.example/media/2026/11/rain-hyderabad.jpg',
      tag: `story-${id}`,
    });
    // Another device's keys cannot read it.
    expect(() => receiver.device('stranger').read(push!)).toThrow();
  });

  it('pushes a story that is not breaking only when the editor asks to notify', async () => {
    const phone = receiver.device('phone');
    await subscribe(phone, edition(te, hyderabad));
    const quiet = await publishedStory({ isBreaking: false });
    const notified = await publishedStory({ isBreaking: false }, { notify: true });
    await pushFinished(notified);
    const rows = await server.database.db
      .select()
      .from(t.storyPushes)
      .where(eq(t.storyPushes.newsId, quiet));
    expect(rows).toHaveLength(0);
    expect(receiver.pushesTo('phone').map((push) => phone.read(push))).toMatchObject([
      { url: expect.stringMatching(articleAddress(notified)) },
    ]);
  });

  it('forgets a subscription the push service says is gone (410 or 404)', async () => {
    const gone = receiver.device('gone');
    const missing = receiver.device('missing');
    const failing = receiver.device('failing');
    for (const device of [gone, missing, failing]) await subscribe(device, edition(te, hyderabad));
    await subscribe(gone, edition(te, null));
    receiver.answer('gone', 410);
    receiver.answer('missing', 404);
    receiver.answer('failing', 503);
    const outcome = await pushFinished(await publishedStory());
    expect(outcome).toMatchObject({ delivered: 0, removed: 3 });
    expect(await subscriptionsOf(gone)).toHaveLength(0);
    expect(await subscriptionsOf(missing)).toHaveLength(0);
    expect(await subscriptionsOf(failing)).toHaveLength(1);
  });

  it('publishes without waiting for the pushes to be sent', async () => {
    const phone = receiver.device('phone');
    await subscribe(phone, edition(te, hyderabad));
    receiver.hold();
    try {
      const id = await publishedStory();
      // The publish has answered while the push service still holds the push unanswered.
      const [row] = await server.database.db
        .select()
        .from(t.storyPushes)
        .where(eq(t.storyPushes.newsId, id));
      expect(row?.finishedAt).toBeNull();
      receiver.release();
      expect((await pushFinished(id)).delivered).toBe(1);
    } finally {
      receiver.release();
    }
  });

  it('waits for a scheduled story to be published', async () => {
    const phone = receiver.device('phone');
    await subscribe(phone, edition(te, hyderabad));
    const draft = await call(
      pushing,
      'POST',
      '/newsroom/stories',
      {
        title: 'Rain warning',
        excerpt: 'Heavy rain expected.',
        body: '<p>Heavy rain expected tonight.</p>',
        languageId: te,
        categoryId: catalog.categoryId('politics'),
        districtId: hyderabad,
        isBreaking: true,
      },
      editor,
    );
    const { id, revision } = draft.json().result as { id: string; revision: number };
    const publishAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await call(
      pushing,
      'POST',
      `/newsroom/stories/${id}/schedule`,
      { publishAt, revision },
      editor,
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(await pushing.services.breakingPush.sendDue()).toEqual([]);
    const [row] = await server.database.db
      .select()
      .from(t.storyPushes)
      .where(eq(t.storyPushes.newsId, id));
    expect(row).toMatchObject({ sendAt: new Date(publishAt), startedAt: null });
    expect(receiver.received).toHaveLength(0);
  });
});
