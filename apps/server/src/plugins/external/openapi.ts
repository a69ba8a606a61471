import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { loadSwagger, loadSwaggerUi } from '../../lib/on-demand-libraries.ts';

const DOCS_PREFIX = '/api/docs';

/** Headers of the description's reply that belong to that reply alone, not to a copy of it. */
const OWN_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'keep-alive']);

/**
 * The description and its pages, made by @fastify/swagger and @fastify/swagger-ui in an instance
 * of their own from the routes this server has: the routes are described, never run there.
 */
async function docsServer(routes: readonly RouteOptions[]): Promise<FastifyInstance> {
  const [swagger, swaggerUi] = await Promise.all([loadSwagger(), loadSwaggerUi()]);
  const docs = Fastify({ exposeHeadRoutes: false });
  // The schemas are zod's: only described (`jsonSchemaTransform`), so nothing is compiled.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      info: {
        title: 'Vaarta API',
        description: 'Regional news, places, mandi prices and e-newspapers in six languages.',
        version: '1.0.0',
      },
      components: {
        // Newsroom calls (and the reader's own) send the session token of the login reply.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(async (described) => {
    for (const route of routes) {
      const { method, url, schema, config } = route;
      described.route({ method, url, schema, config, handler: () => undefined });
    }
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  await docs.ready();
  return docs;
}

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. The libraries that make
 * it (with their YAML parser) load on the first visit, not with the server: most servers never
 * serve it, and they would hold the memory for good
 * (docs/decisions/0143-server-memory-continued.md).
 */
export default fp(async (app) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length && !route.schema?.hide) routes.push({ ...route, method: methods });
  });

  let docs: Promise<FastifyInstance> | undefined;
  const serveDocs = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsServer(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const answer = await (
      await docs
    ).inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
    }
    // A redirect has no body, and so no type.
    return reply
      .status(answer.statusCode)
      .send(answer.rawPayload.length ? answer.rawPayload : undefined);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, serveDocs);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, serveDocs);
});
