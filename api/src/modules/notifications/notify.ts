import type { Kysely } from 'kysely';
import type { NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Database } from '../../db/schema';

/** One event, told to one person. */
export interface NotificationEvent {
  /** Who is told: the recipient's user id (its role must be the kind's). */
  userId: number;
  kind: NotificationKind;
  /**
   * What makes a repeated report of the same event one notification for this person, e.g.
   * `course_sent_back:<courseId>:<sent_back_at>` or `question_answered:<answerId>`. Unique per person.
   */
  key: string;
  /** Plain text, written now: a title that reads alone ("Your course was sent back"), and a body with the details. */
  title: string;
  body: string;
  /** The app's path to what it is about (`paths.*`), or null. */
  link: string | null;
  /**
   * The person whose doing it tells of, when it names them or quotes them (a student who reviewed, an educator who
   * replied): deleting their account takes their name and words out of it (account-deletion.ts).
   */
  actorId?: number;
}

/**
 * Tells people of an event, inside the transaction of the change it reports (pass that transaction as `db`), so the
 * change and its notifications commit or roll back together:
 *
 * - each recipient's preferences for the kind decide: an in-app row (listed, counted, pushed to their open pages on
 *   commit), a mail at once (an outbox row), a place in their daily digest, or nothing at all;
 * - an event already told to a person (same `key`) is not told again, and queues no second mail.
 *
 * Never sends anything itself: mail leaves through the outbox's sender, after commit.
 */
export type Notify = (db: Kysely<Database>, events: NotificationEvent | readonly NotificationEvent[]) => Promise<void>;
