import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import { NOT_BUILT } from '../../plugins/app/web-app/web-app.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function get(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api?type=', () => {
  it('answers the urgency patterns per language', async () => {
    const { body } = await get('/api?type=urgency-patterns');
    expect(body.status).toBe(1);
    expect(Object.keys(body.result)).toEqual(['en', 'te', 'ur', 'hi', 'ta', 'kn']);
  });

  it('answers the category keywords per language and type', async () => {
    const { body } = await get('/api?type=category-keywords');
    expect(body.result.te.politics).toContain('రాజకీయాలు');
  });

  it('answers languages and categories for the test page', async () => {
    const languages = await get('/api?type=languages');
    const telugu = languages.body.result.find(
      (l: { language_code: string }) => l.language_code === 'te',
    );
    const categories = await get(`/api?type=categories&language_id=${telugu.id}`);
    expect(categories.body.result[0].category_name).toBe('తాజా వార్తలు');
  });

  it('says which types exist when the type is unknown', async () => {
    const { status, body } = await get('/api?type=weather');
    expect(status).toBe(400);
    expect(body.message).toContain(
      'type must be one of urgency-patterns, category-keywords, languages, categories',
    );
  });
});

describe('GET /api/roles', () => {
  it('lists the self-assignable Reader role first with its fixed id', async () => {
    const { body } = await get('/api/roles');
    expect(body.result[0]).toMatchObject({
      id: READER_ROLE_ID,
      role: 'Reader',
      selfAssignable: true,
    });
    expect(body.result.map((r: { role: string }) => r.role)).toEqual([
      'Reader',
      'Reporter',
      'Editor',
      'Admin',
    ]);
  });
});

describe('the server as a whole', () => {
  it('serves the OpenAPI description generated from the schemas', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/news/filter-multi-categories',
        '/api/news/{id}',
        '/api/local-mandi-categories/items',
      ]),
    );
    // Described, not served: the pages and the description's own addresses.
    expect(Object.keys(body.paths).filter((path) => !/^\/api(\/|$)/.test(path))).toEqual([]);
    expect(Object.keys(body.paths)).not.toContain('/api/docs');
  });

  it('serves the API pages at /api/docs', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const script = await server.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const { headers } = await get('/api/news/languages');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['server-timing']).toMatch(/^app;dur=/);
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const { status, body } = await get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 0, error: 'NOT_FOUND' });
  });

  it('without a web app build, answers a page with 503 saying how to build it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/politics' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(NOT_BUILT);
    expect(response.body).toContain('npm run build');
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, error: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/JSON/);
  });

  it('refuses a huge body with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0, error: 'PAYLOAD_TOO_LARGE' });
  });
});
