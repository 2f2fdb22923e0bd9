import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { altchaChallengeSchema, type AltchaChallenge } from '@lectern/shared-sdk/auth/schemas';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { Limit } from '../../lib/rate-limits';

/** The refusal's code that tells a client to solve `challenge` and send the request again with its `altcha` payload. */
export const proofOfWorkRequiredCode = 'proof_of_work_required';

export const proofOfWorkText = {
  invalid: 'altcha: the proof of work is not valid. Reload the page and try again.',
  expired: 'altcha: the proof of work has expired. Reload the page and try again.',
  replayed: 'altcha: this proof of work was already used. Reload the page and try again.',
} as const;

/** The key derivation the browser repeats: PBKDF2 (WebCrypto in the browser, so no WebAssembly and no eval). */
const algorithm = 'PBKDF2/SHA-256';
const iterationsPerTry = 10;

/** What a browser sends back: the widget's payload, base64 of `{challenge, solution}`. */
const payloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

export interface ProofOfWorkOptions {
  /** The server's secret (JWT_SECRET): the HMAC keys of the challenges are derived from it, so every instance agrees. */
  secret: string;
  /** The highest counter a challenge may need: a browser tries half of it to all of it. */
  maxNumber: number;
  /** How long a challenge may be solved and sent. */
  ttlSeconds: number;
  /** One point per challenge for its lifetime, in the limits' shared store: a solution is accepted once, on any instance. */
  spent: Limit;
}

const deriveSecret = (secret: string, purpose: string) => createHmac('sha256', secret).update(`altcha ${purpose}`).digest('base64url');

/** The 429 that asks for work: its body carries the code and a fresh challenge, so the client needs no second request. */
export function proofOfWorkRequired(message: string, retryAfterSeconds: number, challenge: AltchaChallenge): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, undefined, {
    code: proofOfWorkRequiredCode,
    challenge,
  });
}

/**
 * ALTCHA proof of work, self-hosted (altcha-lib): challenges signed with an HMAC key of the server's own, each with its
 * answer's key signed too (so checking a solution costs two HMACs, never the work itself), expiring, and accepted once.
 */
export function createProofOfWork({ secret, maxNumber, ttlSeconds, spent }: ProofOfWorkOptions) {
  const hmacSignatureSecret = deriveSecret(secret, 'challenge');
  const hmacKeySignatureSecret = deriveSecret(secret, 'key');

  return {
    async challenge(): Promise<AltchaChallenge> {
      const challenge: Challenge = await createChallenge({
        algorithm,
        cost: iterationsPerTry,
        counter: randomInt(Math.ceil(maxNumber / 2), maxNumber + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { parameters: challenge.parameters as AltchaChallenge['parameters'], signature: challenge.signature ?? '' };
    },

    /** Accepts a solved challenge once; anything else is a 400 that says what to do. */
    async verify(payload: string): Promise<void> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw badRequest(proofOfWorkText.invalid);
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) throw badRequest(proofOfWorkText.invalid);
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge: challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false, expired: false }));
      if (result.expired) throw badRequest(proofOfWorkText.expired);
      if (!result.verified) throw badRequest(proofOfWorkText.invalid);
      if ((await spent.tryTake(`altcha ${challenge.signature}`)) > 0) throw badRequest(proofOfWorkText.replayed);
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
