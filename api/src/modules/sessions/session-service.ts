import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { addSeconds, type Clock } from '../../lib/clock';
import type { TokenService } from '../auth/tokens';
import { deviceName } from './device-name';
import { sessionsRepository } from './sessions.repository';

/** "Last active" is kept to this precision: a busy session writes its row at most once per interval. */
const touchIntervalSeconds = 5 * 60;
/** Rows of ended sessions are kept this long, then removed at start-up. */
const endedRetentionSeconds = 30 * 24 * 3600;

export interface ResolvedSession {
  user: UserRow;
  sessionId: number;
}

export interface SessionService {
  /** Starts a session for a sign-in (password, code, Google) and returns its token. */
  open(user: UserRow, userAgent: string | undefined): Promise<string>;
  /** The user and session of a token that is valid and whose session is live; null for anything else. */
  resolve(token: string): Promise<ResolvedSession | null>;
  /** Removes the rows of sessions that ended more than 30 days ago. */
  prune(): Promise<void>;
}

export function createSessionService({ db, tokens, now }: { db: Kysely<Database>; tokens: TokenService; now: Clock }): SessionService {
  const sessions = sessionsRepository(db);
  const iso = (date: Date) => date.toISOString();

  return {
    async open(user, userAgent) {
      const at = now();
      const session = await sessions.create({
        userId: user.id,
        device: deviceName(userAgent),
        at: iso(at),
        expiresAt: iso(addSeconds(at, tokens.lifetimeSeconds)),
      });
      return tokens.sign({ userId: user.id, sessionId: session.id, role: user.role });
    },

    async resolve(token) {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const at = now();
      const found = await sessions.findLive(claims.sessionId, claims.userId, iso(at));
      if (!found) return null;
      const notBefore = iso(addSeconds(at, -touchIntervalSeconds));
      if (found.lastSeenAt < notBefore) await sessions.touch(claims.sessionId, iso(at), notBefore);
      return { user: found.user, sessionId: claims.sessionId };
    },

    prune() {
      return sessions.deleteEndedBefore(iso(addSeconds(now(), -endedRetentionSeconds)));
    },
  };
}
