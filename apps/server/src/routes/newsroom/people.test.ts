import { EDITOR_ROLE_ID, READER_ROLE_ID, REPORTER_ROLE_ID } from '@vaarta/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let admin: SignedInStaff;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;

beforeAll(async () => {
  server = await startTestServer();
  catalog = await newsroomCatalog(server);
  admin = await signedInStaff(server, 'admin');
});
afterAll(() => server?.close());

const call: ApiCall = (...args) => callApi(server, ...args);

describe('the four roles', () => {
  it('are offered with fixed ids, the Reader first and the only one to choose at sign-up', async () => {
    const roles = (await call('GET', '/roles')).json().result;
    expect(roles.map((r: { roleType: string }) => r.roleType)).toEqual([
      'reader',
      'reporter',
      'editor',
      'admin',
    ]);
    expect(roles.find((r: { roleType: string }) => r.roleType === 'reporter').id).toBe(
      REPORTER_ROLE_ID,
    );
    const signup = await call('POST', '/auth/register', undefined, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'would.be.reporter@example.in',
      phone: '9000000001',
      password: 'Secret123',
      roleId: REPORTER_ROLE_ID,
    });
    expect(signup.statusCode).toBe(403);
  });
});

describe('the caller', () => {
  it('tells a member of staff their role and assignments', async () => {
    const reporter = await signedInStaff(server, 'reporter', {
      districtIds: [catalog.district('Hyderabad')],
    });
    const me = await call('GET', '/newsroom/me', reporter);
    expect(me.json().result).toMatchObject({
      id: reporter.id,
      roleType: 'reporter',
      districtIds: [catalog.district('Hyderabad')],
      languageIds: [],
    });
  });
});

describe('roles and assignments (Admins)', () => {
  it('promotes a reader to editor and gives them languages; they can then write', async () => {
    const reader = await signedInReader(server);
    const te = catalog.languageId('te');
    const write = () =>
      call('POST', '/newsroom/stories', reader, {
        title: 'మొదటి వార్త',
        languageId: te,
        categoryId: catalog.categoryId('jobs'),
      });
    expect((await write()).statusCode).toBe(403);
    const promoted = await call('PUT', `/newsroom/users/${reader.id}/role`, admin, {
      roleId: EDITOR_ROLE_ID,
    });
    expect(promoted.json().result).toMatchObject({ roleType: 'editor', role: 'Editor' });
    expect((await write()).statusCode).toBe(403);
    const assigned = await call('PUT', `/newsroom/users/${reader.id}/languages`, admin, {
      languageIds: [te, te],
    });
    expect(assigned.json().result.languageIds).toEqual([te]);
    expect((await write()).statusCode).toBe(201);
    const log = await call('GET', `/newsroom/audit?entityId=${reader.id}`, admin);
    expect(log.json().result.items.map((e: { action: string }) => e.action)).toEqual([
      'person.languages',
      'person.role',
    ]);
  });

  it('assigns districts, refusing unknown ones', async () => {
    const reporter = await signedInStaff(server, 'reporter');
    const districts = await call('PUT', `/newsroom/users/${reporter.id}/districts`, admin, {
      districtIds: [catalog.district('Warangal')],
    });
    expect(districts.json().result.districtIds).toEqual([catalog.district('Warangal')]);
    const unknown = await call('PUT', `/newsroom/users/${reporter.id}/districts`, admin, {
      districtIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('never lets an Admin change their own role, assignments or account', async () => {
    for (const [url, payload] of [
      [`/newsroom/users/${admin.id}/role`, { roleId: READER_ROLE_ID }],
      [`/newsroom/users/${admin.id}/languages`, { languageIds: [] }],
      [`/newsroom/users/${admin.id}/districts`, { districtIds: [] }],
      [`/newsroom/users/${admin.id}/status`, { status: 'suspended' }],
    ] as const) {
      const response = await call('PUT', url, admin, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(
        'You cannot change your own role, assignments or account. Ask another Admin.',
      );
    }
  });

  it('suspends an account (its session ends) and restores it', async () => {
    const editor = await signedInStaff(server, 'editor');
    const suspended = await call('PUT', `/newsroom/users/${editor.id}/status`, admin, {
      status: 'suspended',
    });
    expect(suspended.json().result.status).toBe('suspended');
    expect((await call('GET', '/newsroom/me', editor)).statusCode).toBe(401);
    await call('PUT', `/newsroom/users/${editor.id}/status`, admin, { status: 'active' });
    const login = await call('POST', '/auth/userLogin', undefined, {
      emailOrPhone: editor.email,
      password: editor.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('finds people by name, e-mail or phone, and by role, a page at a time', async () => {
    const reporter = await signedInStaff(server, 'reporter', { firstName: 'Sravani' });
    const found = await call(
      'GET',
      '/newsroom/users?search=sravani&roleType=reporter&limit=5',
      admin,
    );
    expect(found.json().result.items.map((p: { id: string }) => p.id)).toContain(reporter.id);
    expect(found.json().result.pagination.limit).toBe(5);
    const one = await call('GET', `/newsroom/users/${reporter.id}`, admin);
    expect(one.json().result.email).toBe(reporter.email);
    const unknown = await call(
      'GET',
      '/newsroom/users/00000000-0000-4000-8000-000000000001',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    const badRole = await call('GET', '/newsroom/users?roleType=boss', admin);
    expect(badRole.statusCode).toBe(400);
  });
});
