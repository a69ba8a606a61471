import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { Listening } from '../../db/listen.ts';

/** The channel on which servers tell each other that readers' content changed. */
const CHANNEL = 'vaarta_news_changed';

export interface Changes {
  /** Tells every other server on this database that news changed (a NOTIFY). */
  announce(): void;
  /** Calls `listener` when another server announced a change, or one may have been missed. */
  onOthers(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

/**
 * Coherent caches across servers (docs/decisions/0151): a change announced here is a PostgreSQL
 * NOTIFY, and every server LISTENing drops its caches within a round trip. Each server knows its
 * own announcements by an id and ignores them. Without `listen` (one process) nothing is heard.
 */
export default fp<{ listen?: Database['listen'] }>(
  async (app, { listen }) => {
    const me = randomUUID();
    const listeners: (() => void)[] = [];
    const othersChanged = () => {
      for (const listener of listeners) listener();
    };
    let listening: Listening | null = null;
    app.decorate('changes', {
      announce() {
        app.db.execute(sql`select pg_notify(${CHANNEL}, ${me})`).catch((error: Error) => {
          // The others' caches then expire by themselves (NEWS_CACHE_SECONDS, PAGE_CACHE_SECONDS).
          app.log.warn(`changes: the announcement failed: ${error.message}`);
        });
      },
      onOthers(listener) {
        listeners.push(listener);
      },
    } satisfies Changes);
    if (listen) {
      app.addHook('onReady', async () => {
        listening = await listen(
          CHANNEL,
          (from) => {
            if (from !== me) othersChanged();
          },
          othersChanged,
        );
      });
      app.addHook('onClose', async () => listening?.close());
    }
  },
  { name: 'changes', dependencies: ['db'] },
);
