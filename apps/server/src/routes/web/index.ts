import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LANGUAGE_CODE } from '@vaarta/core/constants';
import { renderPlainPage } from '@vaarta/web/plain-page';

/** Pages outside /api: the reader's web app (for now its plain first page). */
const webRoutes: FastifyPluginAsync = async (app) => {
  const { catalog, news } = app.services;
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const languages = await catalog.languages();
    const english = languages.find((l) => l.language_code === DEFAULT_LANGUAGE_CODE);
    const headlines = english
      ? (await news.list({ languageId: english.id, page: 1, limit: 12 })).items
      : [];
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderPlainPage(headlines));
  });
};

export default webRoutes;
