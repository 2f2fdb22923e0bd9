import { configureApi } from '../client/http';
import { buildCourse } from '../testing/factories';
import { listCourses } from './courses';

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
        headers: { 'content-type': 'application/json', 'X-Total-Count': '7', 'X-Unfiltered-Count': '12', Link: '<http://api.test/api/courses?page=3>; rel="next"' },
      }),
    );
    globalThis.fetch = fetchMock;

    const page = await listCourses({ q: 'o', limit: 2, page: 2 });

    expect(page).toEqual({ courses, total: 7, totalAll: 12, page: 2, limit: 2 });
    expect((fetchMock.mock.calls[0][0] as Request).url).toBe('http://api.test/api/courses?q=o&limit=2&page=2');
  });
});
