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
  tv: z.number().int().min(0),
});

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(user: { id: number; role: string; token_version: number }): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(options: { secret: string; ttl: string; now: Clock }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const lifetime = ttlToSeconds(options.ttl);
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);

  return {
    sign(user) {
      const issuedAt = nowSeconds();
      return new SignJWT({ role: user.role, tv: user.token_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
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
        requiredClaims: ['exp', 'sub'],
        currentDate: options.now(),
      }).catch(() => null);
      const claims = claimsSchema.safeParse(verified?.payload);
      return claims.success ? { userId: claims.data.sub, tokenVersion: claims.data.tv } : null;
    },
  };
}
