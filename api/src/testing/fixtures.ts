import type { Kysely } from 'kysely';
import type { Category } from '@lectern/shared-sdk/courses/schemas';
import type { Role } from '@lectern/shared-sdk/users/schemas';
import type { Database, UserRow } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { statedLengthMinutes } from '../modules/courses/course-length';
import { statedLengthSeconds } from '../modules/videos/lesson-length';

/** Test data written straight to the database: setup, never a way around what a test checks. */

export const fixturePassword = 'correct horse battery staple';
let fixtureHash: Promise<string> | undefined;
let sequence = 0;
const nextId = () => {
  sequence += 1;
  return sequence;
};

export interface UserFixture {
  name?: string;
  email?: string;
  role?: Role;
  isActive?: boolean;
  isApproved?: boolean;
  createdAt?: string;
}

export async function insertUser(db: Kysely<Database>, fixture: UserFixture = {}): Promise<UserRow> {
  fixtureHash ??= hashPassword(fixturePassword);
  const role = fixture.role ?? 'student';
  const n = nextId();
  return db
    .insertInto('users')
    .values({
      name: fixture.name ?? `${role} ${n}`,
      email: fixture.email ?? `${role}.${n}@gmail.com`,
      password_hash: await fixtureHash,
      role,
      is_active: fixture.isActive === false ? 0 : 1,
      is_approved: fixture.isApproved === false ? 0 : 1,
      created_at: fixture.createdAt ?? '2026-01-01T00:00:00.000Z',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VideoFixture {
  title: string;
  position: number;
  duration?: string;
}

export interface ModuleFixture {
  title: string;
  position: number;
  videos?: VideoFixture[];
}

/** A module of two lessons, 'One' and 'Two': the smallest course a progress test needs. */
export const twoLessonModule = (title: string, position = 1): ModuleFixture => ({
  title,
  position,
  videos: [
    { title: 'One', position: 1 },
    { title: 'Two', position: 2 },
  ],
});

export interface CourseFixture {
  educatorId: number;
  title?: string;
  description?: string;
  category?: Category;
  priceCents?: number;
  approved?: boolean;
  createdAt?: string;
  /** The stated duration, in the stored form; '1h 30m' (with no length for the catalogue's filter) when not given. */
  duration?: string;
  modules?: ModuleFixture[];
}

export interface InsertedCourse {
  id: number;
  /** Video ids in the order the fixture lists them. */
  videoIds: number[];
}

export async function insertCourse(db: Kysely<Database>, fixture: CourseFixture): Promise<InsertedCourse> {
  const n = nextId();
  const { id } = await db
    .insertInto('courses')
    .values({
      educator_id: fixture.educatorId,
      title: fixture.title ?? `Course ${n}`,
      description: fixture.description ?? `Description of course ${n}`,
      image: null,
      category: fixture.category ?? 'Web Development',
      price_cents: fixture.priceCents ?? 0,
      duration: fixture.duration ?? '1h 30m',
      // Only when asked for: the migration tests insert courses at levels before the column existed (0020).
      ...(fixture.duration === undefined ? {} : { length_minutes: statedLengthMinutes(fixture.duration) }),
      is_approved: fixture.approved === false ? 0 : 1,
      created_at: fixture.createdAt ?? '2026-01-01T00:00:00.000Z',
      updated_at: fixture.createdAt ?? '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const videoIds: number[] = [];
  for (const module of fixture.modules ?? []) {
    const inserted = await db
      .insertInto('modules')
      .values({ course_id: id, position: module.position, title: module.title, description: `About ${module.title}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const video of module.videos ?? []) {
      const row = await db
        .insertInto('videos')
        .values({
          module_id: inserted.id,
          position: video.position,
          title: video.title,
          youtube_url: 'https://www.youtube.com/watch?v=PkZNo7MFNFg',
          duration: video.duration ?? '10m',
          // As the API writes it (migration 0015; tests of older schemas write their videos themselves).
          length_seconds: statedLengthSeconds(video.duration ?? '10m'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      videoIds.push(row.id);
    }
  }
  return { id, videoIds };
}

export interface EnrollmentFixture {
  studentId: number;
  courseId: number;
  watchedVideoIds?: number[];
  progress?: number;
  rating?: number | null;
  /** The words with the rating. */
  review?: string;
  enrolledAt?: string;
  /** When the rating was given; the enrolment's date by default. */
  ratedAt?: string;
  /** A database migrated to before 0031: no completion column to write. */
  beforeCompletion?: boolean;
}

export async function insertEnrollment(db: Kysely<Database>, fixture: EnrollmentFixture): Promise<number> {
  const progress = fixture.progress ?? 0;
  const enrolledAt = fixture.enrolledAt ?? '2026-02-01T00:00:00.000Z';
  // The review columns only with a rating: the migration tests insert enrolments into older schemas too.
  const ratedAt = fixture.ratedAt ?? enrolledAt;
  const review = fixture.rating == null ? {} : { review: fixture.review ?? null, rated_at: ratedAt, review_updated_at: ratedAt };
  const { id } = await db
    .insertInto('enrollments')
    .values({
      student_id: fixture.studentId,
      course_id: fixture.courseId,
      progress,
      completed: progress === 100 ? 1 : 0,
      // Without quizzes, Lectern's completion is the lessons' progress.
      ...(fixture.beforeCompletion ? {} : { completion: progress }),
      rating: fixture.rating ?? null,
      enrolled_at: enrolledAt,
      completed_at: progress === 100 ? '2026-02-10T00:00:00.000Z' : null,
      ...review,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const watchedAt = '2026-02-05T00:00:00.000Z';
  for (const videoId of fixture.watchedVideoIds ?? []) {
    await db.insertInto('watched_videos').values({ enrollment_id: id, video_id: videoId, watched_at: watchedAt }).execute();
  }
  // As the progress route notes it (migration 0015; tests of older schemas write their watched rows themselves).
  const lastVideoId = fixture.watchedVideoIds?.at(-1);
  if (lastVideoId !== undefined)
    await db.updateTable('enrollments').set({ last_video_id: lastVideoId, last_watched_at: watchedAt }).where('id', '=', id).execute();
  return id;
}

export interface LessonWatchFixture {
  enrollmentId: number;
  videoId: number;
  watchedSeconds: number;
  /** The length the player reported; null when it never did. */
  durationSeconds?: number | null;
  position?: number;
  /** When the lesson was last played: the enrolment's last activity unless it has a later one, as the watch route notes it. */
  at: string;
}

/** Notes the activity as the enrolment's last one unless it has a later one. */
async function noteActivity(db: Kysely<Database>, enrollmentId: number, videoId: number, at: string) {
  await db
    .updateTable('enrollments')
    .set({ last_video_id: videoId, last_watched_at: at })
    .where('id', '=', enrollmentId)
    .where((eb) => eb.or([eb('last_watched_at', 'is', null), eb('last_watched_at', '<=', at)]))
    .execute();
}

export async function insertLessonWatch(db: Kysely<Database>, fixture: LessonWatchFixture): Promise<void> {
  await db
    .insertInto('lesson_watch')
    .values({
      enrollment_id: fixture.enrollmentId,
      video_id: fixture.videoId,
      position_seconds: fixture.position ?? fixture.watchedSeconds,
      watched_seconds: fixture.watchedSeconds,
      duration_seconds: fixture.durationSeconds ?? null,
      updated_at: fixture.at,
    })
    .execute();
  await noteActivity(db, fixture.enrollmentId, fixture.videoId, fixture.at);
}

/** A lesson marked watched at `at` (progress is the enrolment fixture's to state), noted like a play. */
export async function insertWatchedVideo(db: Kysely<Database>, fixture: { enrollmentId: number; videoId: number; at: string }): Promise<void> {
  await db.insertInto('watched_videos').values({ enrollment_id: fixture.enrollmentId, video_id: fixture.videoId, watched_at: fixture.at }).execute();
  await noteActivity(db, fixture.enrollmentId, fixture.videoId, fixture.at);
}

/** An order of these items (course and price paid) at `at`; its total is their sum. */
export async function insertOrder(
  db: Kysely<Database>,
  fixture: { studentId: number; at: string; items: { courseId: number | null; priceCents: number }[] },
): Promise<number> {
  const totalCents = fixture.items.reduce((sum, item) => sum + item.priceCents, 0);
  const order = await db
    .insertInto('orders')
    .values({ student_id: fixture.studentId, total_cents: totalCents, created_at: fixture.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      fixture.items.map((item) => ({
        order_id: order.id,
        course_id: item.courseId,
        course_title: `Course ${item.courseId ?? 'gone'}`,
        price_cents: item.priceCents,
      })),
    )
    .execute();
  return order.id;
}
