import type { Kysely, Updateable } from 'kysely';
import type { Category } from '@lectern/shared-sdk/courses/schemas';
import type { CoursesTable, Database, UserRow } from '../../db/schema';
import { loadManagedCourse } from './course-access';
import { assertChargeablePrice } from '../payments/minimum-charge';
import { statedLengthMinutes } from './course-length';

/** What a validated create or update body holds (the schemas have trimmed the text and turned '' images into null). */
export interface CourseFields {
  title: string;
  description: string;
  category: Category;
  price: number;
  duration: string;
  image: string | null;
}

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Edits of these fields change what the catalogue shows as the course's text: an approved course goes back to review. */
const reviewedFields = ['title', 'description', 'category'] as const;

/** A course that now waits for an admin's review: just created, or edited back to pending. */
export interface AwaitingReview {
  courseId: number;
  title: string;
  /** Created now (else edited back to review). */
  created: boolean;
}

/** Told, inside the change's transaction, of a course that now waits for review (the admins hear of it). */
export type OnAwaitingReview = (trx: Kysely<Database>, course: AwaitingReview) => Promise<void>;

export function courseAuthoringRepository(db: Kysely<Database>, options: { lock: boolean; onAwaitingReview?: OnAwaitingReview }) {
  const awaitingReview: OnAwaitingReview = options.onAwaitingReview ?? (async () => {});
  return {
    /** A new course always starts pending: an admin approves it before the catalogue shows it. */
    async create(educator: UserRow, input: CourseFields, now: string): Promise<number> {
      assertChargeablePrice(dollarsToCents(input.price));
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('courses')
          .values({
            educator_id: educator.id,
            title: input.title,
            description: input.description,
            category: input.category,
            price_cents: dollarsToCents(input.price),
            duration: input.duration,
            length_minutes: statedLengthMinutes(input.duration),
            image: input.image,
            is_approved: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await awaitingReview(trx, { courseId: row.id, title: input.title, created: true });
        return row.id;
      });
    },

    /**
     * Applies the given fields to the caller's course. When the title, description or category of an approved course
     * actually changes, the course returns to pending review in the same statement; price, duration and image do not.
     * Any change to a course an admin sent back answers it: the reason is cleared and the course waits for review
     * again. Either way the admins are told it waits.
     */
    async update(courseId: number, user: UserRow, input: Partial<CourseFields>, now: string): Promise<void> {
      if (input.price !== undefined) assertChargeablePrice(dollarsToCents(input.price));
      await db.transaction().execute(async (trx) => {
        const course = await loadManagedCourse(trx, courseId, user, { lock: options.lock });
        const changes: Updateable<CoursesTable> = {};
        if (input.title !== undefined) changes.title = input.title;
        if (input.description !== undefined) changes.description = input.description;
        if (input.category !== undefined) changes.category = input.category;
        if (input.price !== undefined) changes.price_cents = dollarsToCents(input.price);
        if (input.duration !== undefined) {
          changes.duration = input.duration;
          changes.length_minutes = statedLengthMinutes(input.duration);
        }
        if (input.image !== undefined) changes.image = input.image;
        const reviewedTextChanged = reviewedFields.some((field) => input[field] !== undefined && input[field] !== course[field]);
        const backToReview = reviewedTextChanged && course.is_approved === 1;
        if (reviewedTextChanged) changes.is_approved = 0;
        if (Object.keys(changes).length === 0) return;
        const answersSendBack = course.sent_back_at !== null;
        if (answersSendBack) {
          changes.sent_back_reason = null;
          changes.sent_back_at = null;
        }
        changes.updated_at = now;
        await trx.updateTable('courses').set(changes).where('id', '=', course.id).execute();
        if (backToReview || answersSendBack) await awaitingReview(trx, { courseId: course.id, title: changes.title ?? course.title, created: false });
        // A price edit needs no review, so admins can see every change of an approved course's price.
        if (course.is_approved === 1 && changes.price_cents !== undefined && changes.price_cents !== course.price_cents) {
          await trx
            .insertInto('course_price_changes')
            .values({
              course_id: course.id,
              changed_by: user.id,
              changed_at: now,
              old_price_cents: course.price_cents,
              new_price_cents: changes.price_cents,
            })
            .execute();
        }
      });
    },
  };
}
