import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { callApi, newsroomCatalog, signedInStaff, type SignedInStaff } from '../test/staff.ts';

/**
 * A reporter's save and an editor's publish sent at the same moment, many times (on PostgreSQL
 * with TEST_DATABASE_URL): whichever lands first, what readers see is a revision an editor
 * published, never text no editor read.
 */
let server: TestServer;
let editor: SignedInStaff;
let reporter: SignedInStaff;
let draft: () => Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await newsroomCatalog(server);
  const te = catalog.languageId('te');
  const hyderabad = catalog.district('Hyderabad');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
  reporter = await signedInStaff(server, 'reporter', { districtIds: [hyderabad] });
  draft = () => ({
    title: 'చార్మినార్ వద్ద కొత్త దారి',
    excerpt: 'పాదచారులకు కొత్త దారి.',
    body: '<p>చార్మినార్ వద్ద పాదచారులకు కొత్త దారి తెరిచారు.</p>',
    languageId: te,
    categoryId: catalog.categoryId('politics'),
    districtId: hyderabad,
  });
});
afterAll(() => server?.close());

const ROUNDS = 40;

describe('a reporter’s save racing an editor’s publish', () => {
  it('never lets text no editor published go live', async () => {
    const outcomes = { published: 0, saved: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const created = await callApi(server, 'POST', '/newsroom/stories', reporter, draft());
      const story = created.json().result as { id: string; revision: number };
      // Half the saves name the revision they read, half do not: both must lose to a publish.
      const change = {
        title: `రిపోర్టర్ మార్పు ${round}`,
        ...(round % 2 === 0 ? { baseRevision: story.revision } : {}),
      };
      const saving = () =>
        callApi(server, 'PATCH', `/newsroom/stories/${story.id}`, reporter, change);
      const publishing = () =>
        callApi(server, 'POST', `/newsroom/stories/${story.id}/publish`, editor, {
          revision: story.revision,
        });
      // Which leaves first alternates: the embedded database runs one statement at a time, so
      // there the first always wins; PostgreSQL decides it by itself.
      const [save, publish] =
        round % 4 < 2
          ? await Promise.all([saving(), publishing()])
          : await Promise.all([publishing(), saving()]).then(([p, s]) => [s, p] as const);
      // Exactly one of the two wins; the other is told why.
      expect([save.statusCode, publish.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const [row] = await server.database.db.select().from(t.news).where(eq(t.news.id, story.id));
      if (publish.statusCode === 200) {
        outcomes.published += 1;
        expect([403, 409]).toContain(save.statusCode);
        expect(save.json().message).toMatch(/published or scheduled|Someone else saved/);
        expect(row!.status).toBe('published');
        expect(row!.title).toBe('చార్మినార్ వద్ద కొత్త దారి');
        // The live text is the revision the editor published, and the history says so.
        const [live] = await server.database.db
          .select()
          .from(t.newsRevisions)
          .where(
            and(eq(t.newsRevisions.newsId, story.id), eq(t.newsRevisions.number, row!.revision)),
          );
        expect(live).toMatchObject({ action: 'publish', editorId: editor.id });
        expect(live!.fields).toMatchObject({ title: row!.title });
        const audit = await server.database.db
          .select({ action: t.auditLog.action, summary: t.auditLog.summary })
          .from(t.auditLog)
          .where(eq(t.auditLog.entityId, story.id))
          .orderBy(desc(t.auditLog.createdAt));
        expect(audit[0]).toEqual({
          action: 'story.publish',
          summary: `revision ${row!.revision}: ${row!.title}`,
        });
        expect(audit.map((entry) => entry.action)).not.toContain('story.edit');
      } else {
        outcomes.saved += 1;
        expect(publish.statusCode).toBe(409);
        expect(publish.json().message).toBe(
          'This story was saved after you opened it. Reload it and read it again first.',
        );
        expect(row).toMatchObject({ status: 'draft', title: `రిపోర్టర్ మార్పు ${round}` });
      }
    }
    expect(outcomes.published + outcomes.saved).toBe(ROUNDS);
    // Each won at least sometimes, so both outcomes were checked.
    expect(outcomes.published).toBeGreaterThan(0);
    expect(outcomes.saved).toBeGreaterThan(0);
  });
});
