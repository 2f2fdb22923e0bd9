import type { Page } from '@playwright/test';
import { authResponseSchema } from '@lectern/shared-sdk/schemas/auth';
import { courseResponseSchema, type CourseDetail } from '@lectern/shared-sdk/schemas/courses';
import { moduleResponseSchema } from '@lectern/shared-sdk/schemas/modules';
import { educatorStudentListSchema, type EducatorStudentRow } from '@lectern/shared-sdk/schemas/users';
import { videoResponseSchema } from '@lectern/shared-sdk/schemas/videos';
import type { z } from 'zod';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { apiRequest } from '../../fixtures/api-client';

/**
 * Test setup for the educator suite, through the API as the demo educator (setup only: every check goes through
 * the browser). Every course gets a unique title, so tests never depend on each other's or other suites' data.
 */

export { uniqueName } from '../../fixtures/api-client';

async function call<T>(method: string, path: string, schema: z.ZodType<T>, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await apiRequest(method, path, options);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return schema.parse(response.body);
}

export async function educatorToken(): Promise<string> {
  const { email, password } = demoAccounts.educator;
  return (await call('POST', '/api/auth/login', authResponseSchema, { body: { email, password } })).token;
}

export interface CourseSetup {
  title: string;
  /** Module titles with their videos' titles; every video is a valid YouTube lesson of 10 minutes. */
  modules?: { title: string; videos?: string[] }[];
}

/** A pending course of the demo educator, created through the authoring API; returns it as the API reads it back. */
export async function createCourse(setup: CourseSetup): Promise<CourseDetail> {
  const token = await educatorToken();
  const { course } = await call('POST', '/api/courses', courseResponseSchema, {
    token,
    body: {
      title: setup.title,
      description: `What ${setup.title} teaches.`,
      category: 'Programming Fundamentals',
      price: 19.99,
      duration: '2h 15m',
      image: '',
    },
  });
  for (const module of setup.modules ?? []) {
    const created = await call('POST', '/api/modules', moduleResponseSchema, {
      token,
      body: { courseId: course.id, title: module.title, description: `About ${module.title}.` },
    });
    for (const video of module.videos ?? []) {
      await call('POST', '/api/videos', videoResponseSchema, {
        token,
        body: { moduleId: created.module.id, title: video, youtubeUrl: 'https://www.youtube.com/watch?v=PkZNo7MFNFg', duration: '10m' },
      });
    }
  }
  return getCourse(course.id);
}

export async function getCourse(id: number): Promise<CourseDetail> {
  return (await call('GET', `/api/courses/${id}`, courseResponseSchema, { token: await educatorToken() })).course;
}

/** What the API says the educator's students page should list. */
export async function educatorStudentRows(): Promise<EducatorStudentRow[]> {
  return call('GET', '/api/users/educator/students', educatorStudentListSchema, { token: await educatorToken() });
}

/** A 1x1 PNG, answered for the course image URLs the tests type (the test machine has no internet access). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const imageHost = 'https://images.lectern.test';

/**
 * Answers the requests that would leave the machine: course images on imageHost and the YouTube embed of the
 * video preview (a blank page, so the iframe loads at once and axe can look into it).
 */
export async function stubExternalMedia(page: Page): Promise<void> {
  await page.route(`${imageHost}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>YouTube video player</title></head><body><main><p>Video</p></main></body></html>',
    }),
  );
}
