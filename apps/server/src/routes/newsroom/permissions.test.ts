import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, signedInReader } from '../../test/readers.ts';
import { signedInStaff } from '../../test/staff.ts';

let server: TestServer;
let operations: { method: string; path: string; url: string; security: unknown }[] = [];

const SOME_ID = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  server = await startTestServer();
  const spec = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  operations = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/newsroom'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, SOME_ID),
        security: operation.security,
      })),
    );
});
afterAll(() => server?.close());

describe('every newsroom call in the OpenAPI list', () => {
  it('is listed, and says it needs a session', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const operation of operations) {
      expect(operation.security, `${operation.method} ${operation.path}`).toEqual([
        { bearerAuth: [] },
      ]);
    }
  });

  it('documents the photo upload as a form with a binary file', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = spec.paths['/api/newsroom/stories/{id}/media'].post.requestBody.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('answers 401 without a session', async () => {
    for (const { method, path, url } of operations) {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json().message).toBe('Authentication required. Please log in.');
    }
  });

  it('answers 403 to a reader, whatever the call and its input', async () => {
    const reader = await signedInReader(server);
    for (const { method, path, url } of operations) {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: reader.auth,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toMatchObject({
        status: 0,
        error: 'FORBIDDEN',
        message: 'The newsroom is for reporters, editors and admins.',
      });
    }
  });

  it("answers 403 to a reporter on the Admins' and the editors' desks", async () => {
    const reporter = await signedInStaff(server, 'reporter');
    const desks = operations.filter(({ path }) =>
      /^\/api\/newsroom\/(audit|users|moderation|ingest|epapers|mandi)/.test(path),
    );
    expect(desks.length).toBeGreaterThanOrEqual(18);
    for (const { method, path, url } of desks) {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: reporter.auth,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 403 to an editor on the Admins' desks", async () => {
    const editor = await signedInStaff(server, 'editor');
    const adminDesks = operations.filter(({ path }) =>
      /^\/api\/newsroom\/(audit|users)/.test(path),
    );
    for (const { method, path, url } of adminDesks) {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: editor.auth,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
