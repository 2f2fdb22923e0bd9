import { configureApi } from '../core/http';
import { buildCourse, buildEnrollment } from '../testing/factories';
import { listCourses, listMyCourses } from './api';
import { listCourseEnrollments } from '../enrollments/api';

describe('listCourses', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('reads the page from the bare array and the counts from the pagination headers', async () => {
    configureApi({ baseUrl: 'http://api.test' });
    const courses = [buildCourse({ id: 4, title: 'Four' }), buildCourse({ id: 5, title: 'Five' })];
    const fetchMock = jest.fn().mockResolvedValue(
      new Response(JSON.stringify(courses), {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'X-Total-Count': '7',
          'X-Unfiltered-Count': '12',
          Link: '<http://api.test/api/courses?page=3>; rel="next"',
        },
      }),
    );
    globalThis.fetch = fetchMock;

    const page = await listCourses({ q: 'o', limit: 2, page: 2 });

    expect(page).toEqual({ courses, total: 7, totalAll: 12, page: 2, limit: 2 });
    expect((fetchMock.mock.calls[0][0] as Request).url).toBe('http://api.test/api/courses?q=o&limit=2&page=2');
  });
});

describe('the calls the spec allows two shapes for, which the API answers wrapped', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });
  const answer = (body: unknown) => {
    configureApi({ baseUrl: 'http://api.test' });
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  };

  it.each([
    ['wrapped, as the API answers', (courses: unknown[]) => ({ courses })],
    ['a bare array, as earlier versions answered', (courses: unknown[]) => courses],
  ])("reads an educator's courses %s", async (_shape, shape) => {
    const courses = [buildCourse({ id: 4, title: 'Four' })];
    answer(shape(courses));
    expect(await listMyCourses()).toEqual(courses);
  });

  it.each([
    ['wrapped, as the API answers', (enrollments: unknown[]) => ({ enrollments })],
    ['a bare array, as earlier versions answered', (enrollments: unknown[]) => enrollments],
  ])("reads a course's enrolments %s", async (_shape, shape) => {
    const enrollments = [buildEnrollment()];
    answer(shape(enrollments));
    expect(await listCourseEnrollments(4)).toEqual(enrollments);
  });
});
