import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The database the services query, opened and migrated by the caller (`main.ts`, a test). */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
