import type { Kysely, Transaction } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewSession {
  userId: number;
  device: string;
  at: string;
  expiresAt: string;
}

/** Sign-ins as rows (ARCHITECTURE.md 14): a token works while its row is neither revoked nor expired. */
export function sessionsRepository(db: Executor) {
  const live = (at: string) => db.selectFrom('sessions').where('revoked_at', 'is', null).where('expires_at', '>', at);

  return {
    async create(session: NewSession): Promise<SessionRow> {
      return db
        .insertInto('sessions')
        .values({
          user_id: session.userId,
          device: session.device,
          created_at: session.at,
          last_seen_at: session.at,
          expires_at: session.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The live session and its user, in one read: every authenticated request makes it. */
    async findLive(sessionId: number, userId: number, at: string): Promise<{ user: UserRow; lastSeenAt: string } | undefined> {
      const row = await live(at)
        .innerJoin('users as u', 'u.id', 'sessions.user_id')
        .selectAll('u')
        .select('sessions.last_seen_at as session_last_seen_at')
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_last_seen_at: lastSeenAt, ...user } = row;
      return { user, lastSeenAt };
    },

    /** Notes activity, at most once per `granularitySeconds`, so reads do not turn into a write each. */
    async touch(sessionId: number, at: string, notBefore: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).where('last_seen_at', '<', notBefore).execute();
    },

    /** The user's live sessions, most recently active first. */
    listLive(userId: number, at: string): Promise<SessionRow[]> {
      return live(at).selectAll().where('user_id', '=', userId).orderBy('last_seen_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** Ends one of the user's sessions; false when it is not theirs or already ended. */
    async revoke(userId: number, sessionId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends every session of the user but `keep` (none kept when undefined); the number ended. */
    async revokeAll(userId: number, at: string, keep?: number): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .$if(keep !== undefined, (qb) => qb.where('id', '!=', keep ?? 0))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Rows of sessions that ended long ago are of no use to anyone. */
    async deleteEndedBefore(cutoff: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
        .execute();
    },
  };
}
