import type { Kysely, Transaction } from 'kysely';
import type { RatingSummary, Review } from '@lectern/shared-sdk/reviews/schemas';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Database } from '../../db/schema';
import { notFoundMessages } from '../../lib/not-found';

type Executor = Kysely<Database> | Transaction<Database>;

export const reviewText = {
  reviewNotFound: notFoundMessages.review,
  replyNotFound: 'This review has no reply',
  notRatedYet: 'Rate the course before writing a review',
  reviewSaved: 'Your review has been saved',
  replyPosted: 'Reply posted',
  replyUpdated: 'Reply updated',
  replyDeleted: 'Reply deleted',
  reviewHidden: 'Review hidden',
  reviewShown: 'Review shown again',
} as const;

const STARS = [5, 4, 3, 2, 1] as const;

/** A course's reviews: the rated enrolments with the learner's name and the educator's reply. */
function reviewRows(db: Executor) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('users as learner', 'learner.id', 'e.student_id')
    .leftJoin('review_replies as r', 'r.enrollment_id', 'e.id')
    .leftJoin('users as educator', 'educator.id', 'r.educator_id')
    .select([
      'e.id',
      'e.course_id',
      'e.rating',
      'e.review',
      'e.rated_at',
      'e.review_updated_at',
      'e.review_hidden_at',
      'learner.name as learner_name',
      'r.body as reply_body',
      'r.created_at as reply_created_at',
      'r.updated_at as reply_updated_at',
      'educator.name as educator_name',
    ])
    .where('e.rating', 'is not', null);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

function toReview(row: ReviewRow): Review {
  const ratedAt = row.rated_at ?? '';
  return {
    ...idFields(row.id),
    courseId: row.course_id,
    rating: row.rating ?? 0,
    review: row.review ?? '',
    learnerName: row.learner_name,
    createdAt: ratedAt,
    updatedAt: row.review_updated_at ?? ratedAt,
    hidden: row.review_hidden_at !== null,
    reply:
      row.reply_body === null
        ? null
        : {
            body: row.reply_body,
            educatorName: row.educator_name ?? '',
            createdAt: row.reply_created_at ?? '',
            updatedAt: row.reply_updated_at ?? '',
          },
  };
}

export function reviewsRepository(db: Executor) {
  return {
    /** The course's visible ratings: count, average to one decimal, and a count per star (5 first). */
    async summary(courseId: number): Promise<RatingSummary> {
      const rows = await db
        .selectFrom('enrollments')
        .select((eb) => ['rating', eb.fn.countAll<number | string>().as('count')])
        .where('course_id', '=', courseId)
        .where('rating', 'is not', null)
        .where('review_hidden_at', 'is', null)
        .groupBy('rating')
        .execute();
      const counts = new Map(rows.map((row) => [row.rating, Number(row.count)]));
      const distribution = STARS.map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
      const count = distribution.reduce((sum, entry) => sum + entry.count, 0);
      const sum = distribution.reduce((total, entry) => total + entry.stars * entry.count, 0);
      return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
    },

    /** One page of the course's reviews, newest first; hidden ones only with `includeHidden` (an admin reading). */
    async page(courseId: number, { page, limit, includeHidden }: { page: number; limit: number; includeHidden: boolean }): Promise<Review[]> {
      const rows = await reviewRows(db)
        .where('e.course_id', '=', courseId)
        .$if(!includeHidden, (query) => query.where('e.review_hidden_at', 'is', null))
        .orderBy('e.rated_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows.map(toReview);
    },

    /** How many reviews the course has, hidden ones included (the visible ones are the summary's count). */
    async countAll(courseId: number): Promise<number> {
      const row = await db
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('course_id', '=', courseId)
        .where('rating', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One review (hidden or not); undefined when the enrolment has none or does not exist. */
    async find(reviewId: number): Promise<Review | undefined> {
      const row = await reviewRows(db).where('e.id', '=', reviewId).executeTakeFirst();
      return row && toReview(row);
    },

    /** The review of the student's enrolment in the course, or undefined when there is none yet. */
    async findOwn(studentId: number, courseId: number): Promise<Review | undefined> {
      const row = await reviewRows(db).where('e.student_id', '=', studentId).where('e.course_id', '=', courseId).executeTakeFirst();
      return row && toReview(row);
    },

    /** Changes the words of the student's own review; false while the enrolment has no rating. */
    async setText(studentId: number, courseId: number, text: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('enrollments')
        .set({ review: text, review_updated_at: at })
        .where('student_id', '=', studentId)
        .where('course_id', '=', courseId)
        .where('rating', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Posts the reply, or replaces its words; says which. */
    async setReply(reviewId: number, educatorId: number, body: string, at: string): Promise<'posted' | 'updated'> {
      const replace = async () => {
        const updated = await db.updateTable('review_replies').set({ body, updated_at: at }).where('enrollment_id', '=', reviewId).executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      };
      if (await replace()) return 'updated';
      const inserted = await db
        .insertInto('review_replies')
        .values({ enrollment_id: reviewId, educator_id: educatorId, body, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('enrollment_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'posted';
      // Another request posted it in between: these words replace those.
      await replace();
      return 'updated';
    },

    /** Removes the reply; false when there was none. */
    async deleteReply(reviewId: number): Promise<boolean> {
      const result = await db.deleteFrom('review_replies').where('enrollment_id', '=', reviewId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Hides the review (its rating leaves the course's average, through the counting triggers) or shows it again.
     * Only a change of state writes, so hiding twice counts once.
     */
    async setHidden(reviewId: number, hidden: boolean, reason: string | null, at: string): Promise<void> {
      await db
        .updateTable('enrollments')
        .set(hidden ? { review_hidden_at: at, review_hidden_reason: reason } : { review_hidden_at: null, review_hidden_reason: null })
        .where('id', '=', reviewId)
        .where('rating', 'is not', null)
        .where('review_hidden_at', hidden ? 'is' : 'is not', null)
        .execute();
    },
  };
}
