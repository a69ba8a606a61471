import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { HashSlots } from '../../lib/hash-slots.ts';
import { argon2Hasher, PRODUCTION_COST, type PasswordHasher } from '../../lib/password-hasher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    hashSlots: HashSlots;
  }
}

/** argon2id at the production cost, or the hasher given (tests pass a cheaper one). */
export default fp<{ hasher?: PasswordHasher | undefined }>(
  async (app, { hasher }) => {
    app.decorate('passwords', hasher ?? argon2Hasher(PRODUCTION_COST));
    // One hash per core at a time. Logins from a known device, sign-ups and logins of known,
    // quiet accounts may queue (a crowd signing up at once is served in turn, first); doubtful
    // ones hardly at all.
    const cores = availableParallelism();
    app.decorate(
      'hashSlots',
      new HashSlots({
        concurrency: cores,
        waiting: { known: 32 * cores, trusted: 32 * cores, doubtful: cores },
      }),
    );
  },
  { name: 'passwords' },
);
