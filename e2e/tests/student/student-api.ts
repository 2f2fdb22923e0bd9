import { authResponseSchema } from '@lectern/shared-sdk/schemas/auth';
import { cartResponseSchema } from '@lectern/shared-sdk/schemas/cart';
import { courseResponseSchema, type Course } from '@lectern/shared-sdk/schemas/courses';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/schemas/enrollments';
import type { z } from 'zod';
import { listCourses } from '../../fixtures/api-client';
import { urls } from '../../fixtures/stack-config';

/** Reads what a student already has, so each test picks courses that are new to them (no hard-coded seed copies). */
async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${urls.api}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

export async function studentToken(email: string, password: string): Promise<string> {
  const { token } = await call('/api/auth/login', authResponseSchema, { method: 'POST', body: JSON.stringify({ email, password }) });
  return token;
}

/** Courses the student is enrolled in or has in the cart. */
export async function ownedCourseIds(token: string): Promise<Set<number>> {
  const headers = { authorization: `Bearer ${token}` };
  const { enrollments } = await call('/api/enrollments', enrollmentsResponseSchema, { headers });
  const { cart } = await call('/api/cart', cartResponseSchema, { headers });
  return new Set([...enrollments.map((enrollment) => enrollment.courseId.id), ...cart.courseIds.map((course) => course.id)]);
}

export async function coursesNewTo(token: string, price: 'free' | 'paid'): Promise<Course[]> {
  const owned = await ownedCourseIds(token);
  const { courses } = await listCourses({ price, limit: 100 });
  return courses.filter((course) => !owned.has(course.id) && course.videoCount > 0);
}

export async function getCourse(id: number) {
  return (await call(`/api/courses/${id}`, courseResponseSchema)).course;
}

/** A video of a course the student is enrolled in (the seed enrols every demo student somewhere). */
export async function firstEnrolledVideo(token: string): Promise<{ courseId: number; videoId: number }> {
  const { enrollments } = await call('/api/enrollments', enrollmentsResponseSchema, { headers: { authorization: `Bearer ${token}` } });
  for (const enrollment of enrollments) {
    const course = await getCourse(enrollment.courseId.id);
    const video = course.modules.flatMap((module) => module.videos)[0];
    if (video) return { courseId: course.id, videoId: video.id };
  }
  throw new Error('the student is enrolled in no course with videos');
}
