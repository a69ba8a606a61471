import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { callApi, newsroomCatalog, signedInStaff } from '../test/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the audit log and names', () => {
  it('records a member of staff’s change of name, by account and by the name it had', async () => {
    const catalog = await newsroomCatalog(server);
    const reporter = await signedInStaff(server, 'reporter', {
      districtIds: [catalog.district('Hyderabad')],
      firstName: 'Ravi',
    });
    const admin = await signedInStaff(server, 'admin');
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: reporter.auth,
      payload: { firstName: 'Asha', lastName: 'Rao' },
    });
    expect(renamed.statusCode).toBe(200);
    const log = await callApi(
      server,
      'GET',
      `/newsroom/audit?entityType=user&entityId=${reporter.id}`,
      admin,
    );
    const [entry] = log.json().result.items;
    expect(entry).toMatchObject({
      action: 'account.rename',
      actorId: reporter.id,
      actorName: expect.stringMatching(/^Ravi /),
      summary: expect.stringMatching(/^Ravi .* → Asha Rao$/),
    });
  });
});
