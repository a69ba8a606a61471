import { hash, verify } from '@node-rs/argon2';

/** Hashes passwords for storage and checks a password against a stored hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** `Algorithm.Argon2id`, a const enum that type stripping cannot read. */
const ARGON2ID = 2;

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
