import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CoursesTable, Database, ModuleRow, UserRow, VideoRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';

type Executor = Kysely<Database> | Transaction<Database>;
export type CourseRow = Selectable<CoursesTable>;

export const accessMessages = {
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  videoNotFound: 'Video not found',
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
}

/** The one ownership rule: the caller is the course's educator (or, for reads, an admin); anyone else gets 403. */
function assertCanManage(course: Pick<CourseRow, 'educator_id'>, user: UserRow, options: AccessOptions): void {
  if (options.allowAdmin && user.role === 'admin') return;
  if (course.educator_id !== user.id) throw forbidden(accessMessages.notYourCourse);
}

async function lockCourse(db: Executor, courseId: number, options: AccessOptions): Promise<CourseRow | undefined> {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .$if(Boolean(options.lock), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The course, when it exists (404) and the caller may manage it (403). */
export async function loadManagedCourse(db: Executor, courseId: number, user: UserRow, options: AccessOptions = {}): Promise<CourseRow> {
  const course = await lockCourse(db, courseId, options);
  if (!course) throw notFound(accessMessages.courseNotFound);
  assertCanManage(course, user, options);
  return course;
}

/** The module and its course, when it exists (404) and the caller may manage its course (403). */
export async function loadManagedModule(
  db: Executor,
  moduleId: number,
  user: UserRow,
  options: AccessOptions = {},
): Promise<{ module: ModuleRow; course: CourseRow }> {
  const module = await db.selectFrom('modules').selectAll().where('id', '=', moduleId).executeTakeFirst();
  if (!module) throw notFound(accessMessages.moduleNotFound);
  const course = await loadManagedCourse(db, module.course_id, user, options);
  if (options.lock) {
    // Read again under the course lock: the module may have been deleted while we waited for it.
    const current = await db.selectFrom('modules').selectAll().where('id', '=', moduleId).executeTakeFirst();
    if (!current) throw notFound(accessMessages.moduleNotFound);
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
  const { module, course } = await loadManagedModule(db, video.module_id, user, options).catch((error: unknown) => {
    // The video's module vanished between the two reads: the video went with it.
    if (error instanceof Error && error.message === accessMessages.moduleNotFound) throw notFound(accessMessages.videoNotFound);
    throw error;
  });
  if (options.lock) {
    const current = await db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirst();
    if (!current) throw notFound(accessMessages.videoNotFound);
    return { video: current, module, course };
  }
  return { video, module, course };
}
