import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CoursesTable, Database, ModuleRow, UserRow, VideoRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { notFoundMessages } from '../../lib/not-found';

type Executor = Kysely<Database> | Transaction<Database>;
export type CourseRow = Selectable<CoursesTable>;

export const accessMessages = {
  courseNotFound: notFoundMessages.course,
  moduleNotFound: notFoundMessages.module,
  videoNotFound: notFoundMessages.video,
  notYourCourse: 'Forbidden: you can only manage your own courses',
} as const;

export interface AccessOptions {
  /**
   * Inside a write transaction on PostgreSQL: lock the course row, so that writes to one course (a module added
   * while another is deleted, two additions taking the next position) run one after the other. SQLite runs one
   * write transaction at a time anyway and has no row locks.
   */
  lock?: boolean;
  /** Admins may read any course's modules and videos; writes are for the owning educator only. */
  allowAdmin?: boolean;
  /** The 404's message when the course is missing (or hidden): 'Module not found' for a module's route, … */
  missing?: string;
  /** The 403's message for someone else's approved course ('Forbidden: you can only manage your own courses'). */
  refused?: string;
}

/**
 * The one ownership rule: the caller is the course's educator (or, for reads, an admin), and the course is not archived
 * (its 404: it was deleted). Anyone else gets 403 for an
 * approved course, and the 404 of a missing one for a pending course, which does not exist for them (as on GET
 * /api/courses/{id}): a 403 would tell that it does.
 */
export function assertCanManageCourse(
  course: Pick<CourseRow, 'educator_id' | 'is_approved' | 'archived_at'>,
  user: Pick<UserRow, 'id' | 'role'>,
  options: AccessOptions = {},
): void {
  // A course deleted after a sale is archived (course-removal.ts): deleted for everyone who managed it.
  if (course.archived_at !== null) throw notFound(options.missing ?? accessMessages.courseNotFound);
  if (options.allowAdmin && user.role === 'admin') return;
  if (course.educator_id === user.id) return;
  if (course.is_approved === 0) throw notFound(options.missing ?? accessMessages.courseNotFound);
  throw forbidden(options.refused ?? accessMessages.notYourCourse);
}

async function lockCourse(db: Executor, courseId: number, options: AccessOptions): Promise<CourseRow | undefined> {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .$if(Boolean(options.lock), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Notes that the course or its content changed now (the sitemap's last change). */
export async function touchCourse(db: Executor, courseId: number, at: string): Promise<void> {
  await db.updateTable('courses').set({ updated_at: at }).where('id', '=', courseId).execute();
}

/** The course, when it exists (404) and the caller may manage it (403). */
export async function loadManagedCourse(db: Executor, courseId: number, user: UserRow, options: AccessOptions = {}): Promise<CourseRow> {
  const course = await lockCourse(db, courseId, options);
  if (!course) throw notFound(options.missing ?? accessMessages.courseNotFound);
  assertCanManageCourse(course, user, options);
  return course;
}

/** The module and its course, when it exists (404) and the caller may manage its course (403). */
export async function loadManagedModule(
  db: Executor,
  moduleId: number,
  user: UserRow,
  options: AccessOptions = {},
): Promise<{ module: ModuleRow; course: CourseRow }> {
  const missing = options.missing ?? accessMessages.moduleNotFound;
  const module = await db.selectFrom('modules').selectAll().where('id', '=', moduleId).executeTakeFirst();
  if (!module) throw notFound(missing);
  const course = await loadManagedCourse(db, module.course_id, user, { ...options, missing });
  if (options.lock) {
    // Read again under the course lock: the module may have been deleted while we waited for it.
    const current = await db.selectFrom('modules').selectAll().where('id', '=', moduleId).executeTakeFirst();
    if (!current) throw notFound(missing);
    return { module: current, course };
  }
  return { module, course };
}

/** The video with its module and course, when it exists (404) and the caller may manage its course (403). */
export async function loadManagedVideo(
  db: Executor,
  videoId: number,
  user: UserRow,
  options: AccessOptions = {},
): Promise<{ video: VideoRow; module: ModuleRow; course: CourseRow }> {
  const video = await db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirst();
  if (!video) throw notFound(accessMessages.videoNotFound);
  // The video's module vanished between the two reads, or its course is hidden: either way, no such video.
  const { module, course } = await loadManagedModule(db, video.module_id, user, { ...options, missing: accessMessages.videoNotFound });
  if (options.lock) {
    const current = await db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirst();
    if (!current) throw notFound(accessMessages.videoNotFound);
    return { video: current, module, course };
  }
  return { video, module, course };
}

/**
 * A review (a rated enrolment) and its course, when it exists (404 'Review not found') and the caller may manage the
 * course (403; for a pending course, the 404).
 */
export async function loadManagedReview(db: Executor, reviewId: number, user: UserRow, options: AccessOptions = {}): Promise<CourseRow> {
  const missing = options.missing ?? notFoundMessages.review;
  const review = await db.selectFrom('enrollments').select('course_id').where('id', '=', reviewId).where('rating', 'is not', null).executeTakeFirst();
  if (!review) throw notFound(missing);
  return loadManagedCourse(db, review.course_id, user, { ...options, missing });
}
