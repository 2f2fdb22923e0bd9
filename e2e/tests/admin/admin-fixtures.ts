import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { authResponseSchema } from '@lectern/shared-sdk/schemas/auth';
import { userResponseSchema, type User } from '@lectern/shared-sdk/schemas/users';
import { apiRequest as api, uniqueName } from '../../fixtures/api-client';
import { stackFile, type StackInfo } from '../../fixtures/stack-config';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { LoginPage } from '../../pages/login-page';

/**
 * Test setup for the admin suite. Accounts go through the API; courses and enrolments are written straight into
 * the suite's own SQLite file (its path is in e2e/.artifacts/stack.json) because this suite must not depend on
 * the authoring and enrolment screens of other areas. Setup only: every check goes through the browser or the API.
 */

export { apiRequest as api, uniqueName } from '../../fixtures/api-client';

export async function apiSignIn(email: string, password: string): Promise<{ token: string; user: User }> {
  const response = await api('POST', '/api/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return authResponseSchema.parse(response.body);
}

export const adminToken = async () => (await apiSignIn(demoAccounts.admin.email, demoAccounts.admin.password)).token;

export const educatorPassword = 'e2e educator password';

/** A new educator added by the admin through the API. */
export async function createEducator(name = uniqueName('E2E Educator')): Promise<User & { password: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@lectern.dev`;
  const response = await api('POST', '/api/users/educators', { token: await adminToken(), body: { name, email, password: educatorPassword } });
  if (response.status !== 201) throw new Error(`adding educator ${email} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { ...userResponseSchema.parse(response.body).user, password: educatorPassword };
}

function openDatabase(): Database.Database {
  const stack = JSON.parse(fs.readFileSync(stackFile, 'utf8')) as StackInfo;
  const db = new Database(stack.sqlitePath);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}

export interface CourseSetup {
  educatorId: number;
  title: string;
  approved: boolean;
  priceCents?: number;
  /** Module titles, each with one video. */
  modules?: string[];
  /** When the course was created; now unless given (the dashboard lists the oldest pending courses first). */
  createdAt?: Date;
}

/** Inserts a course as the educator's authoring screens would leave it. */
export function insertCourse(setup: CourseSetup): number {
  const db = openDatabase();
  try {
    return db.transaction(() => {
      const course = db
        .prepare(
          `insert into courses (educator_id, title, description, image, category, price_cents, duration, is_approved, created_at)
           values (?, ?, ?, null, 'Web Development', ?, '1h 30m', ?, ?) returning id`,
        )
        .get(setup.educatorId, setup.title, `What ${setup.title} teaches.`, setup.priceCents ?? 0, setup.approved ? 1 : 0, (setup.createdAt ?? new Date()).toISOString()) as { id: number };
      (setup.modules ?? []).forEach((title, index) => {
        const module = db
          .prepare('insert into modules (course_id, position, title, description) values (?, ?, ?, ?) returning id')
          .get(course.id, index + 1, title, `About ${title}`) as { id: number };
        db.prepare('insert into videos (module_id, position, title, youtube_url, duration) values (?, 1, ?, ?, ?)').run(
          module.id,
          `${title} lesson`,
          'https://www.youtube.com/watch?v=PkZNo7MFNFg',
          '10m',
        );
      });
      return course.id;
    })();
  } finally {
    db.close();
  }
}

/** Enrols a student now, so the enrolment is their most recent one. */
export function insertEnrollment(studentId: number, courseId: number, progress = 0): void {
  const db = openDatabase();
  try {
    db.prepare('insert into enrollments (student_id, course_id, progress, completed, enrolled_at) values (?, ?, ?, 0, ?)').run(
      studentId,
      courseId,
      progress,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/** Signs in through the login screen and waits for the role's home. */
export async function signInAs(page: Page, email: string, password: string, role: 'admin' | 'educator' | 'student'): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
}
