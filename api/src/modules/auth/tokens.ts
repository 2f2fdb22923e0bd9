import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

const issuer = 'lectern-api';
const audience = 'lectern';
const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** '7d' → 604800 (the format is checked by the configuration schema). */
export function ttlToSeconds(ttl: string): number {
  const match = /^(\d+)([smhdw])$/.exec(ttl);
  if (!match?.[1] || !match[2]) throw new Error(`Invalid token lifetime '${ttl}'`);
  return Number(match[1]) * (unitSeconds[match[2]] ?? 1);
}

const claimsSchema = z.object({
  sub: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2147483647),
  sid: z.number().int().positive().max(2147483647),
});

export interface TokenClaims {
  userId: number;
  /** The server-side session the token belongs to (table `sessions`): revoking it ends the token. */
  sessionId: number;
}

export interface TokenService {
  /** Lifetime of a token, and of the session it belongs to. */
  readonly lifetimeSeconds: number;
  sign(claims: TokenClaims & { role: string }): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(options: { secret: string; ttl: string; now: Clock }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const lifetime = ttlToSeconds(options.ttl);
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);

  return {
    lifetimeSeconds: lifetime,

    sign({ userId, sessionId, role }) {
      const issuedAt = nowSeconds();
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
    },

    async verify(token) {
      const verified = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        requiredClaims: ['exp', 'sub', 'sid'],
        currentDate: options.now(),
      }).catch(() => null);
      const claims = claimsSchema.safeParse(verified?.payload);
      return claims.success ? { userId: claims.data.sub, sessionId: claims.data.sid } : null;
    },
  };
}
