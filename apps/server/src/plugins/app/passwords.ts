import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { HashSlots } from '../../lib/hash-slots.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';

/** `Algorithm.Argon2id`, a const enum that type stripping cannot read. */
const ARGON2ID = 2;

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    hashSlots: HashSlots;
  }
}

/** argon2id at 64 MiB and 3 passes: about 80 ms a login on the 2-core reference machine. */
export const PRODUCTION_COST = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };
/** Tests hash hundreds of passwords; the algorithm stays the same, only the cost drops. */
export const TEST_COST = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export function argon2Hasher(cost: typeof PRODUCTION_COST): PasswordHasher {
  return {
    hash: (password) => hash(password, { algorithm: ARGON2ID, ...cost }),
    verify: (hashed, password) => verify(hashed, password).catch(() => false),
  };
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
