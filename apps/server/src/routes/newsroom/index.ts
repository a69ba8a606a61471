import type { FastifyPluginAsync } from 'fastify';
import multipart from '../../plugins/external/multipart.ts';
import auditRoutes from './audit.ts';
import epaperRoutes from './epapers.ts';
import ingestRoutes from './ingest.ts';
import jobRoutes from './jobs.ts';
import mandiRoutes from './mandi.ts';
import mediaRoutes from './media.ts';
import moderationRoutes from './moderation.ts';
import peopleRoutes from './people.ts';
import storyRoutes from './stories.ts';

/**
 * The newsroom under /api/newsroom (docs/product/newsroom.md). Every call in this scope is
 * checked before anything else is read: 401 without a session, 403 for a reader; each service
 * then checks the caller's role and assignments for the story, language or desk at hand.
 */
const newsroomRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  await app.register(multipart);
  await app.register(peopleRoutes);
  await app.register(auditRoutes);
  await app.register(storyRoutes);
  await app.register(mediaRoutes);
  await app.register(moderationRoutes);
  await app.register(ingestRoutes);
  await app.register(epaperRoutes);
  await app.register(mandiRoutes);
  await app.register(jobRoutes);
};

export default newsroomRoutes;
