import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves the server's proof-of-work challenge (docs/decisions/0040) in the browser, unseen: a
 * moment of the reader's processor. Answers the header value to send the call again with, or
 * null when the challenge cannot be solved.
 */
export async function solveProof(details: unknown): Promise<string | null> {
  const challenge = (details as { challenge?: Challenge } | undefined)?.challenge;
  if (!challenge?.parameters) return null;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
