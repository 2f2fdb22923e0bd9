import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaChallengeSchema } from '@lectern/shared-sdk/auth/schemas';
import type { TestResponse } from './test-app';

/** Solves a challenge as a browser would and returns the payload a request carries as `altcha`. */
export async function solve(challenge: unknown): Promise<string> {
  const parsed = altchaChallengeSchema.parse(challenge) as Challenge;
  const solution = await solveChallenge({ challenge: parsed, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The challenge could not be solved in 10 s');
  return Buffer.from(JSON.stringify({ challenge: parsed, solution })).toString('base64');
}

/** The challenge of a refusal that asks for work (429, code proof_of_work_required). */
export function challengeOf(response: TestResponse): unknown {
  const body = response.body as { code?: unknown; challenge?: unknown };
  if (response.status !== 429 || body.code !== 'proof_of_work_required') {
    throw new Error(`Expected a request for work, got ${response.status} ${JSON.stringify(response.body)}`);
  }
  return body.challenge;
}
