import fp from 'fastify-plugin';
import type { JobQueue } from '../../lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The servers' shared queue of background work, started by the caller (`main.ts`, a test). */
    jobs: JobQueue;
  }
}

export default fp<{ jobs: JobQueue }>(
  async (app, { jobs }) => {
    app.decorate('jobs', jobs);
  },
  { name: 'jobs' },
);
