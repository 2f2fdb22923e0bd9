import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeleteAccountInput } from '@lectern/shared-sdk/users/schemas';
import type { MessageResponse } from '@lectern/shared-sdk/core/schemas';
import type { Database, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors';
import type { Limit, RateLimit } from '../../lib/rate-limits';
import type { WorkQueue } from '../../lib/work-queue';
import { authMessages } from '../../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';
import { chunks } from '../../lib/chunks';
import { verifyPassword } from '../auth/passwords';

/** Ids in one `in (…)` list. */
const IDS_PER_STATEMENT = 500;
import { htmlText } from '../notifications/mail-templates';
import { UPLOAD_NAME } from '../uploads/image-processing';
import type { UploadStore } from '../uploads/upload-store';

/** What a deleted account is called wherever others still see something of it (an order's buyer, a course's educator). */
export const DELETED_USER_NAME = 'Deleted user';

/** The deleted account's own e-mail address: unique, of a reserved domain (RFC 2606) that reaches nobody. */
export const deletedUserEmail = (id: number) => `deleted-user-${id}@deleted.invalid`;

export const accountDeletionText = {
  deleted: 'Your account has been deleted.',
  // 400, not 401: a 401 would sign the caller out of the session with which they are trying to confirm.
  passwordRequired: 'password: is required to delete your account',
  wrongPassword: 'password: the password is incorrect',
  emailRequired: 'confirmEmail: type the e-mail address of your account to delete it',
  lastAdmin: 'You are the only admin: Lectern needs at least one, so this account cannot be deleted.',
} as const;

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  now: Clock;
  rateLimit: (name: string, rule: RateLimit) => Limit;
  passwordWork: WorkQueue;
  /** PostgreSQL: rows are locked (select … for update) so two admins deleting themselves at once cannot leave none. */
  lock: boolean;
  /**
   * SQLite: after a deletion the write-ahead log, which still holds the pages as they were before it, is folded into
   * the database file (whose freed space secure_delete has zeroed) and emptied.
   */
  sqlite: boolean;
  /** Where uploaded photos are kept: the deleted person's photo goes from there too. */
  uploads: Pick<UploadStore, 'remove'>;
}

/** The upload name in an address the API handed out (`…/uploads/<name>`), or null for any other address. */
const uploadNameOf = (url: string | null) => {
  const name = url ? /\/uploads\/([^/?#]+)$/.exec(url)?.[1] : undefined;
  return name && UPLOAD_NAME.test(name) ? name : null;
};

type Executor = Transaction<Database>;

/**
 * The courses of the educator: unpublished and marked for an admin (approve again or delete). Enrolled students go on
 * learning in them (a student enrolled reads an unpublished course).
 */
async function orphanCourses(trx: Executor, educatorId: number, at: string): Promise<number[]> {
  const courses = await trx.selectFrom('courses').select('id').where('educator_id', '=', educatorId).execute();
  const ids = courses.map((course) => course.id);
  if (ids.length === 0) return ids;
  await trx.updateTable('courses').set({ owner_deleted_at: at, is_approved: 0, updated_at: at }).where('id', 'in', ids).execute();
  return ids;
}

/** The copies of the educator's name that others keep: certificates issued in their courses, and deleted courses kept in carts. */
async function forgetEducatorName(trx: Executor, educator: UserRow, courseIds: readonly number[]): Promise<void> {
  await trx
    .updateTable('certificates')
    .set({ educator_name: DELETED_USER_NAME })
    .where((eb) =>
      eb.or([
        ...(courseIds.length > 0 ? [eb('course_id', 'in', courseIds)] : []),
        eb.and([eb('course_id', 'is', null), eb('educator_name', '=', educator.name)]),
      ]),
    )
    .execute();
  // A deleted course kept in a cart is the course as the cart showed it (its JSON): its educator's name goes.
  const kept = await trx.selectFrom('cart_deleted_courses').select(['id', 'course_json']).execute();
  for (const row of kept) {
    const course = JSON.parse(row.course_json) as { instructor?: unknown; educatorId?: { id?: unknown; name?: unknown } };
    if (course.educatorId?.id !== educator.id) continue;
    const anonymous = { ...course, instructor: DELETED_USER_NAME, educatorId: { ...course.educatorId, name: DELETED_USER_NAME } };
    await trx
      .updateTable('cart_deleted_courses')
      .set({ course_json: JSON.stringify(anonymous) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * What others were told of the person: the notifications about what they did (actor_id; older ones by their name)
 * and the mails made of them (each notification's own, and the digests of those who got them) no longer name them
 * or quote their words (a review, a refund's reason). Their own notifications and mails go with the rest of theirs.
 */
async function forgetWhatOthersWereTold(trx: Executor, user: UserRow): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', user.id).execute();
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('to_address', '=', user.email)]))
    .execute();
  const reviews = await trx
    .selectFrom('enrollments')
    .select('review as words')
    .where('student_id', '=', user.id)
    .where('review', 'is not', null)
    .execute();
  const reasons = await trx
    .selectFrom('refund_requests')
    .select('reason as words')
    .where('student_id', '=', user.id)
    .where('reason', 'is not', null)
    .execute();
  const words = [...reviews, ...reasons].map((row) => row.words).filter((text): text is string => Boolean(text));
  // A notification about someone starts with their name ("Maya enrolled in …"); a quote comes after a colon and ends
  // it ("… 5 out of 5: the words"). Only those are cut: a course called after the person keeps its title.
  const anonymous = (body: string) =>
    words.reduce(
      (text, quoted) => (text.endsWith(`: ${quoted}`) ? `${text.slice(0, -quoted.length - 2)}.` : text),
      body.startsWith(user.name) ? `${DELETED_USER_NAME}${body.slice(user.name.length)}` : body,
    );
  const told = await trx
    .selectFrom('notifications')
    .select(['id', 'user_id', 'body'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', user.id),
        eb.and([eb('actor_id', 'is', null), sql<boolean>`${sql.ref('body')} like ${`${likeText(user.name)}%`} escape '\\'`]),
      ]),
    )
    .execute();
  // By the text they said: one update for every notification that said the same (a lesson told to 5,000 students).
  const byBody = new Map<string, { ids: number[]; recipients: Set<number> }>();
  for (const row of told) {
    const group = byBody.get(row.body) ?? { ids: [], recipients: new Set<number>() };
    group.ids.push(row.id);
    group.recipients.add(row.user_id);
    byBody.set(row.body, group);
  }
  for (const [before, { ids, recipients }] of byBody) {
    const after = anonymous(before);
    if (after === before) continue;
    for (const chunk of chunks(ids, IDS_PER_STATEMENT))
      await trx.updateTable('notifications').set({ body: after }).where('id', 'in', chunk).execute();
    // The same words in the mails of those told: each notification's own, and their digests.
    const inText = (column: 'subject' | 'text_body', from: string, to: string) => sql<string>`replace(${sql.ref(column)}, ${from}, ${to})`;
    for (const chunk of chunks([...recipients], IDS_PER_STATEMENT)) {
      await trx
        .updateTable('mail_outbox')
        .set({
          subject: inText('subject', before, after),
          text_body: inText('text_body', before, after),
          html_body: sql<string>`replace(${sql.ref('html_body')}, ${htmlText(before)}, ${htmlText(after)})`,
        })
        .where('user_id', 'in', chunk)
        .execute();
    }
  }
}

/** `%`, `_` and the escape itself in a LIKE pattern taken as themselves (the query names `\` as its escape). */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Everything of the person that is theirs alone, gone; what others need kept without them. */
async function erase(trx: Executor, user: UserRow, at: string): Promise<void> {
  await sessionsRepository(trx).revokeAll(user.id, at);
  await forgetWhatOthersWereTold(trx, user);
  await trx.deleteFrom('otp_codes').where('email', '=', user.email).execute();
  await trx.deleteFrom('otp_send_slots').where('email', '=', user.email).execute();
  await trx.deleteFrom('google_handoffs').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('cart_items').where('student_id', '=', user.id).execute();
  await trx.deleteFrom('cart_deleted_courses').where('student_id', '=', user.id).execute();
  await trx.deleteFrom('wishlist_items').where('student_id', '=', user.id).execute();
  // A certificate names its learner: it is theirs alone, and goes.
  await trx.deleteFrom('certificates').where('student_id', '=', user.id).execute();
  // Ratings stay (the courses' averages are everyone's), anonymous; the words of a review are the person's and go.
  await trx.updateTable('enrollments').set({ review: null }).where('student_id', '=', user.id).where('review', 'is not', null).execute();
  // An educator's replies to reviews are their words too.
  await trx.deleteFrom('review_replies').where('educator_id', '=', user.id).execute();
  // Their questions and answers stay in the courses' discussions (others answered and upvoted them), under the
  // anonymous name the row now has, as their ratings stay; what they followed is theirs alone.
  await trx.deleteFrom('question_follows').where('user_id', '=', user.id).execute();
  await trx.updateTable('course_price_changes').set({ changed_by: null }).where('changed_by', '=', user.id).execute();
  // What they wrote through the contact form, signed in or not, under their address.
  await trx
    .deleteFrom('contact_messages')
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email)]))
    .execute();
  if (user.role === 'educator') await forgetEducatorName(trx, user, await orphanCourses(trx, user.id, at));
  // The row stays, holding nothing of the person, so orders, ratings and courses keep pointing at something.
  await trx
    .updateTable('users')
    .set({
      name: DELETED_USER_NAME,
      email: deletedUserEmail(user.id),
      password_hash: null,
      google_sub: null,
      profile_image: null,
      bio: null,
      is_active: 0,
      is_approved: 0,
      deleted_at: at,
    })
    .where('id', '=', user.id)
    .execute();
}

export function createAccountDeletion({ db, now, rateLimit, passwordWork, lock, sqlite, uploads }: AccountDeletionDeps) {
  const wrongPasswords = rateLimit('delete-account-password', { limit: 5, windowSeconds: 15 * 60 });

  /** The confirmation: the password when the account has one, else the account's e-mail address typed out. */
  async function confirm(user: UserRow, input: DeleteAccountInput): Promise<void> {
    const hash = user.password_hash;
    if (hash === null) {
      const typed = input.confirmEmail?.trim().toLowerCase();
      if (!typed || typed !== user.email.toLowerCase()) throw badRequest(accountDeletionText.emailRequired);
      return;
    }
    if (!input.password) throw badRequest(accountDeletionText.passwordRequired);
    const key = String(user.id);
    // A point per try, taken before the check: a burst of guesses gets at most five checks.
    await wrongPasswords.take(key, (wait) => `Too many wrong passwords. Try again in ${wait}.`);
    const password = input.password;
    if (!(await passwordWork.run(key, () => verifyPassword(hash, password)))) throw badRequest(accountDeletionText.wrongPassword);
    await wrongPasswords.clear(key);
  }

  return {
    /**
     * Deletes the caller's own account in one transaction (README, "Deleting an account"): every session ends, the
     * personal data goes, orders and ratings stay anonymous, an educator's courses wait for an admin. The e-mail
     * address is free again at once. Nothing changes when the confirmation is wrong.
     */
    async deleteOwnAccount(user: UserRow, input: DeleteAccountInput): Promise<MessageResponse> {
      await confirm(user, input);
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', user.id)
          .where('deleted_at', 'is', null)
          .$if(lock, (qb) => qb.forUpdate())
          .executeTakeFirst();
        // Deleted meanwhile (by the same person on another device): this session has ended with it.
        if (!current) throw unauthorized(authMessages.invalidToken);
        if (current.role === 'admin') {
          const admins = await trx
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .where('deleted_at', 'is', null)
            .$if(lock, (qb) => qb.forUpdate())
            .execute();
          if (!admins.some((admin) => admin.id !== current.id)) throw conflict(accountDeletionText.lastAdmin);
        }
        await erase(trx, current, now().toISOString());
      });
      // Best effort: a reader holding an old snapshot keeps part of the log until the next deletion's checkpoint.
      if (sqlite) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => undefined);
      // Their photo, unless something else shows the same image (uploads are named by their bytes).
      const photo = uploadNameOf(user.profile_image);
      if (photo) {
        const pattern = `%/uploads/${photo}`;
        const [person, course] = await Promise.all([
          db.selectFrom('users').select('id').where('profile_image', 'like', pattern).executeTakeFirst(),
          db.selectFrom('courses').select('id').where('image', 'like', pattern).executeTakeFirst(),
        ]);
        if (!person && !course) await uploads.remove(photo);
      }
      return { message: accountDeletionText.deleted };
    },
  };
}
