import type { Kysely, Transaction } from 'kysely';
import { durationToMinutes, minutesToDuration } from '@lectern/shared-sdk/domain/duration';
import type { Role } from '@lectern/shared-sdk/schemas/users';
import { demoPassword, type Env } from '../config/env';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../modules/auth/passwords';
import { certificatesRepository } from '../modules/certificates/certificates.repository';
import { progressPercent } from '../modules/enrollments/progress';
import { statedLengthSeconds } from '../modules/videos/lesson-length';
import { toFlag, type Database } from './schema';
import { seedCartItems, seedCourses, seedEducators, seedEnrollments, seedStudents, type SeedCourse } from './seed-data';

/** Every demo account shares this password (the first admin too, unless ADMIN_PASSWORD is set). */
export const DEMO_PASSWORD = demoPassword;

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  /** null: the admin's password is the ADMIN_PASSWORD of the deployment, not printed. */
  password: string | null;
  note?: string;
}

type AdminSettings = Pick<Env, 'adminEmail' | 'adminPassword'>;
/** What the demo data needs to know: the admin account, and the site's address (the covers are drawn there). */
type DemoSettings = AdminSettings & Pick<Env, 'publicAppUrl'>;

/** A seeded educator or student, signing in with the demo password; an inactive one says what that means. */
function seededAccount(role: Role, person: { name: string; email: string; active: boolean }, inactiveNote: string): DemoAccount {
  return { role, name: person.name, email: person.email, password: DEMO_PASSWORD, ...(person.active ? {} : { note: inactiveNote }) };
}

export function demoAccounts(env: AdminSettings): DemoAccount[] {
  return [
    { role: 'admin', name: 'Lectern Admin', email: env.adminEmail, password: env.adminPassword ? null : DEMO_PASSWORD },
    ...Object.values(seedEducators).map((educator) =>
      seededAccount('educator', educator, 'inactive educator: can sign in and read, cannot change anything'),
    ),
    ...Object.values(seedStudents).map((student) => seededAccount('student', student, 'deactivated student: sign-in is refused')),
  ];
}

/** The demo accounts present in this database (none when it was not seeded by us). */
export async function findDemoAccounts(db: Kysely<Database>, env: AdminSettings): Promise<DemoAccount[]> {
  const accounts = demoAccounts(env);
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      accounts.map((account) => account.email),
    )
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return accounts.filter((account) => present.has(account.email));
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Without demo data (production), the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD, once, into a database
 * with no admin yet; nothing else is created. Returns whether it created one.
 */
export async function seedFirstAdmin(db: Kysely<Database>, options: { env: AdminSettings; now: Clock }): Promise<boolean> {
  const { adminEmail, adminPassword } = options.env;
  if (!adminPassword) return false;
  if (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(adminPassword);
  const created = await db
    .insertInto('users')
    .values({ name: 'Lectern Admin', email: adminEmail, password_hash: passwordHash, role: 'admin', is_active: 1, is_approved: 1, created_at: options.now().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(created.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Seeds demo users, courses and enrolments into an empty database; returns false when it already has users. */
export async function seedDemoData(db: Kysely<Database>, options: { env: DemoSettings; now: Clock }): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;

  const demoHash = await hashPassword(DEMO_PASSWORD);
  const adminHash = options.env.adminPassword ? await hashPassword(options.env.adminPassword) : demoHash;
  const start = options.now().getTime();
  const daysAgo = (days: number, extraHours = 0) => new Date(start - days * dayMs + extraHours * 3600 * 1000).toISOString();

  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another instance may have seeded since the first look.
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await trx
      .insertInto('users')
      .values({
        name: 'Lectern Admin',
        email: options.env.adminEmail,
        password_hash: adminHash,
        role: 'admin',
        is_active: 1,
        is_approved: 1,
        created_at: daysAgo(400),
      })
      .execute();

    const educatorIds = new Map<string, number>();
    for (const [key, educator] of Object.entries(seedEducators)) {
      const row = await trx
        .insertInto('users')
        .values({
          name: educator.name,
          email: educator.email,
          password_hash: demoHash,
          role: 'educator',
          bio: educator.bio,
          is_active: 1,
          is_approved: educator.active ? 1 : 0,
          created_at: daysAgo(key === 'ada' ? 365 : 300),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      educatorIds.set(key, row.id);
    }

    const studentIds = new Map<string, number>();
    for (const [index, [key, student]] of Object.entries(seedStudents).entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          name: student.name,
          email: student.email,
          password_hash: demoHash,
          role: 'student',
          is_active: student.active ? 1 : 0,
          is_approved: 1,
          created_at: daysAgo(200 - index * 15),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      studentIds.set(key, row.id);
    }

    const courses = new Map<string, { id: number; title: string; priceCents: number; videoIds: number[] }>();
    for (const course of seedCourses) {
      const educatorId = educatorIds.get(course.educator);
      if (educatorId === undefined) throw new Error(`Seed course ${course.slug} has an unknown educator`);
      courses.set(course.slug, await insertCourse(trx, course, { educatorId, createdAt: daysAgo(course.createdDaysAgo), appUrl: options.env.publicAppUrl }));
    }

    for (const enrollment of seedEnrollments) {
      const course = courses.get(enrollment.course);
      const studentId = studentIds.get(enrollment.student);
      if (!course || studentId === undefined) throw new Error(`Seed enrolment ${enrollment.student}/${enrollment.course} is inconsistent`);
      const total = course.videoIds.length;
      const watched = enrollment.watched === 'all' ? total : Math.min(enrollment.watched, total);
      const completed = watched === total;
      const watchedAt = (index: number) => daysAgo(enrollment.enrolledDaysAgo, (index + 1) * 20);
      // A rating is given after the last lesson watched.
      const ratedAt = enrollment.rating === undefined ? null : watched > 0 ? watchedAt(watched - 1) : daysAgo(enrollment.enrolledDaysAgo);

      const row = await trx
        .insertInto('enrollments')
        .values({
          student_id: studentId,
          course_id: course.id,
          progress: progressPercent(watched, total),
          completed: completed ? 1 : 0,
          rating: enrollment.rating ?? null,
          rated_at: ratedAt,
          review_updated_at: ratedAt,
          enrolled_at: daysAgo(enrollment.enrolledDaysAgo),
          completed_at: completed ? watchedAt(total - 1) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Written here rather than through recomputeProgress, so the completed courses' certificates are too.
      if (completed) await certificatesRepository(trx).issue(row.id, watchedAt(total - 1), watchedAt(total - 1));
      const watchedIds = course.videoIds.slice(0, watched);
      if (watchedIds.length > 0) {
        await trx
          .insertInto('watched_videos')
          .values(watchedIds.map((videoId, index) => ({ enrollment_id: row.id, video_id: videoId, watched_at: watchedAt(index) })))
          .execute();
      }
      if (course.priceCents > 0) {
        const order = await trx
          .insertInto('orders')
          .values({ student_id: studentId, total_cents: course.priceCents, created_at: daysAgo(enrollment.enrolledDaysAgo) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_items')
          .values({ order_id: order.id, course_id: course.id, course_title: course.title, price_cents: course.priceCents })
          .execute();
      }
    }

    for (const item of seedCartItems) {
      const course = courses.get(item.course);
      const studentId = studentIds.get(item.student);
      if (!course || studentId === undefined) throw new Error(`Seed cart item ${item.student}/${item.course} is inconsistent`);
      await trx.insertInto('cart_items').values({ student_id: studentId, course_id: course.id, added_at: daysAgo(1) }).execute();
    }
    return true;
  });
}

async function insertCourse(
  trx: Transaction<Database>,
  course: SeedCourse,
  { educatorId, createdAt, appUrl }: { educatorId: number; createdAt: string; appUrl: string },
) {
  const videos = course.modules.flatMap((module) => module.videos);
  const { id } = await trx
    .insertInto('courses')
    .values({
      educator_id: educatorId,
      title: course.title,
      description: course.description,
      // Drawn by the shell's server (shell/src/server/demo-covers.ts): no other site needed to show the demo.
      image: `${appUrl}/demo/courses/${course.slug}.svg`,
      category: course.category,
      price_cents: course.priceCents,
      duration: minutesToDuration(videos.reduce((sum, video) => sum + durationToMinutes(video.duration), 0)),
      is_approved: course.approved ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const videoIds: number[] = [];
  for (const [moduleIndex, module] of course.modules.entries()) {
    const inserted = await trx
      .insertInto('modules')
      .values({ course_id: id, position: moduleIndex + 1, title: module.title, description: module.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [videoIndex, video] of module.videos.entries()) {
      const row = await trx
        .insertInto('videos')
        .values({
          module_id: inserted.id,
          position: videoIndex + 1,
          title: video.title,
          youtube_url: video.youtubeUrl,
          duration: video.duration,
          length_seconds: statedLengthSeconds(video.duration),
          // Every demo course's first lesson is a free preview, so a visitor can try one from the course page.
          is_preview: toFlag(moduleIndex === 0 && videoIndex === 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      videoIds.push(row.id);
    }
  }
  return { id, title: course.title, priceCents: course.priceCents, videoIds };
}
