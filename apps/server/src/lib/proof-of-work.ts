import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { PROOF_REQUIRED, PROOF_REQUIRED_MESSAGE } from '@vaarta/core/proof-of-work';
import type { Counters } from './counters.ts';
import { HttpError } from './http-error.ts';

/** How long a challenge may be solved and used. */
const CHALLENGE_SECONDS = 5 * 60;

/**
 * The work a challenge asks for: the solver tries SHA-256 keys from 0 up to a secret number in
 * this range. About half a second in a phone's browser, the same for every call of a script.
 */
export const DEFAULT_WORK = { min: 20_000, max: 60_000 };

/**
 * Proof of work (ALTCHA): challenges signed with a secret, each solution accepted once. Costs a
 * person's browser a moment and a script that much for every call it makes.
 */
export class ProofOfWork {
  private readonly secret: string;
  private readonly keySecret: string;
  private readonly counters: Counters;
  private readonly work: { min: number; max: number };

  constructor(options: {
    secret?: string | undefined;
    counters: Counters;
    work?: { min: number; max: number };
  }) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
    this.keySecret = `${this.secret}:key`;
    this.counters = options.counters;
    this.work = options.work ?? DEFAULT_WORK;
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.work.min, this.work.max),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Whether `header` carries a solution of one of our challenges, never used before. */
  async accepts(header: string | undefined): Promise<boolean> {
    if (!header || header.length > 4096) return false;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
      if (!payload?.challenge?.parameters || !payload.solution) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const used = await this.counters.hit(
      `proof-used:${payload.challenge.parameters.nonce}`,
      CHALLENGE_SECONDS,
    );
    return used.count === 1;
  }

  /** Passes when `header` is a fresh solution; otherwise a 428 carrying a new challenge. */
  async require(header: string | undefined): Promise<void> {
    if (await this.accepts(header)) return;
    throw new HttpError(428, PROOF_REQUIRED, PROOF_REQUIRED_MESSAGE, {
      challenge: await this.challenge(),
    });
  }
}
