import { courseListSchema, courseResponseSchema, courseSuggestionsSchema, myCoursesResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import type { UserRow } from '../../db/schema';
import { getCataloguePage } from '../../testing/catalogue';
import { insertCourse, insertEnrollment, insertUser, type CourseFixture } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestResponse } from '../../testing/test-app';

const titlesOf = (response: TestResponse) => courseListSchema.parse(response.body).map((course) => course.title);

describeEachDatabase('courses', (t) => {
  let grace: UserRow;
  let bob: UserRow;
  let inactiveEducator: UserRow;
  let admin: UserRow;
  let student: UserRow;
  const ids: Record<'python' | 'react' | 'data' | 'discount' | 'pending' | 'olderPending', number> = {
    python: 0,
    react: 0,
    data: 0,
    discount: 0,
    pending: 0,
    olderPending: 0,
  };
  const tokens: Record<'grace' | 'bob' | 'inactiveEducator' | 'admin' | 'student', string> = {
    grace: '',
    bob: '',
    inactiveEducator: '',
    admin: '',
    student: '',
  };

  /** A GET of `url` answers 401 without a token, and 403 with `message` to each of the outsiders' tokens. */
  const expectOnlyFor = async (url: string, outsiders: string[], message: string) => {
    expect((await t.get(url)).status).toBe(401);
    for (const token of outsiders) {
      const response = await t.get(url, token);
      expect(response.status).toBe(403);
      expect(messageOf(response)).toBe(message);
    }
  };

  beforeAll(async () => {
    grace = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    bob = await insertUser(t.db, { role: 'educator', name: 'Bob Builder' });
    inactiveEducator = await insertUser(t.db, { role: 'educator', name: 'Ida Inactive', isApproved: false });
    admin = await insertUser(t.db, { role: 'admin' });
    student = await insertUser(t.db);
    const classmate = await insertUser(t.db);

    const python = await insertCourse(t.db, {
      educatorId: grace.id,
      title: 'Intro to Python',
      category: 'Programming Fundamentals',
      duration: '1h 30m',
      createdAt: '2026-01-05T00:00:00.000Z',
      // Inserted out of order on purpose: the API orders by position.
      modules: [
        { title: 'Functions', position: 2, videos: [{ title: 'Defining functions', position: 1, duration: '12m' }] },
        {
          title: 'Basics',
          position: 1,
          videos: [
            { title: 'Variables', position: 2, duration: '8m' },
            { title: 'Installing Python', position: 1, duration: '5m' },
          ],
        },
      ],
    });
    ids.python = python.id;
    const others: Record<Exclude<keyof typeof ids, 'python'>, CourseFixture> = {
      react: {
        educatorId: bob.id,
        title: 'Advanced React Patterns',
        duration: '20h',
        priceCents: 4999,
        category: 'Web Development',
        createdAt: '2026-01-10T00:00:00.000Z',
      },
      data: {
        educatorId: grace.id,
        title: 'Data Wrangling 101',
        description: 'Tidy messy tables with Pandas.',
        duration: '4h 15m',
        priceCents: 1900,
        category: 'Data Science',
        createdAt: '2026-01-20T00:00:00.000Z',
      },
      discount: { educatorId: bob.id, title: '100% Hands_On Git', duration: '45m', createdAt: '2026-01-15T00:00:00.000Z' },
      pending: {
        educatorId: grace.id,
        title: 'Pending Security Course',
        priceCents: 1000,
        category: 'Cybersecurity',
        approved: false,
        createdAt: '2026-01-25T00:00:00.000Z',
      },
      olderPending: { educatorId: bob.id, title: 'Older Pending Course', approved: false, createdAt: '2026-01-02T00:00:00.000Z' },
    };
    // One at a time, in this order: the ids follow it.
    for (const name of ['react', 'data', 'discount', 'pending', 'olderPending'] as const) {
      ids[name] = (await insertCourse(t.db, others[name])).id;
    }

    await insertEnrollment(t.db, { studentId: student.id, courseId: ids.python, rating: 5 });
    await insertEnrollment(t.db, { studentId: classmate.id, courseId: ids.python, rating: 4 });
    await insertEnrollment(t.db, { studentId: student.id, courseId: ids.react, rating: 3 });

    Object.assign(tokens, await t.tokensFor({ grace, bob, inactiveEducator, admin, student }));
  });

  describe('GET /api/courses', () => {
    it('lists approved courses only, most popular first, with derived figures', async () => {
      const page = await getCataloguePage(t, '/api/courses');

      // Ties (no students yet) go to the newer course.
      expect(page.courses.map((course) => course.title)).toEqual([
        'Intro to Python',
        'Advanced React Patterns',
        '100% Hands_On Git',
        'Data Wrangling 101',
      ]);
      expect(page).toMatchObject({ total: 4, totalAll: 4, page: 1, limit: 50 });
      expect(page.courses[0]).toMatchObject({
        id: ids.python,
        price: 0,
        instructor: 'Grace Hopper',
        educatorId: { id: grace.id, name: 'Grace Hopper' },
        students: 2,
        enrolledCount: 2,
        rating: 4.5,
        ratingCount: 2,
        isApproved: true,
        moduleCount: 2,
        videoCount: 3,
        category: 'Programming Fundamentals',
      });
      expect(page.courses[1]).toMatchObject({ price: 49.99, rating: 3, students: 1 });
      expect(page.courses[3]).toMatchObject({ price: 19, rating: null, ratingCount: 0, students: 0 });
    });

    it('hides pending courses from students and educators, including their own educator', async () => {
      for (const token of [tokens.student, tokens.grace]) {
        const page = await getCataloguePage(t, '/api/courses', token);
        expect(page.totalAll).toBe(4);
        expect(page.courses.every((course) => course.isApproved)).toBe(true);
      }
    });

    it('shows admins every course, pending ones included', async () => {
      const page = await getCataloguePage(t, '/api/courses', tokens.admin);

      expect(page.totalAll).toBe(6);
      expect(
        page.courses
          .filter((course) => !course.isApproved)
          .map((course) => course.title)
          .sort(),
      ).toEqual(['Older Pending Course', 'Pending Security Course']);
    });

    it('searches title, description and educator name, case-insensitively', async () => {
      expect(titlesOf(await t.get('/api/courses?q=PYTHON'))).toEqual(['Intro to Python']);
      expect(titlesOf(await t.get('/api/courses?q=pandas'))).toEqual(['Data Wrangling 101']);
      expect(titlesOf(await t.get('/api/courses?q=bob%20builder'))).toEqual(['Advanced React Patterns', '100% Hands_On Git']);
    });

    it('takes % and _ in the search text literally', async () => {
      expect(titlesOf(await t.get('/api/courses?q=100%25'))).toEqual(['100% Hands_On Git']);
      expect(titlesOf(await t.get('/api/courses?q=s_o'))).toEqual(['100% Hands_On Git']);
    });

    it('counts matches and all visible courses for "Showing X of Y", on every page', async () => {
      const none = await getCataloguePage(t, '/api/courses?q=no-such-course');
      const searchPage = await getCataloguePage(t, '/api/courses?q=o&limit=1&page=2');
      const pastTheEnd = await getCataloguePage(t, '/api/courses?q=o&limit=1&page=9');
      const filtered = await getCataloguePage(t, '/api/courses?price=paid&limit=1');

      expect(none).toMatchObject({ courses: [], total: 0, totalAll: 4 });
      expect(searchPage).toMatchObject({ total: 4, totalAll: 4 });
      expect(searchPage.courses).toHaveLength(1);
      expect(pastTheEnd).toMatchObject({ courses: [], total: 4, totalAll: 4 });
      expect(filtered).toMatchObject({ total: 2, totalAll: 4 });
    });

    it('filters by price and category', async () => {
      expect(titlesOf(await t.get('/api/courses?price=free'))).toEqual(['Intro to Python', '100% Hands_On Git']);
      expect(titlesOf(await t.get('/api/courses?price=paid'))).toEqual(['Advanced React Patterns', 'Data Wrangling 101']);
      expect(titlesOf(await t.get('/api/courses?category=Data%20Science'))).toEqual(['Data Wrangling 101']);
    });

    it.each([
      ['short', ['Intro to Python', '100% Hands_On Git']],
      ['medium', ['Data Wrangling 101']],
      ['long', []],
      ['extra-long', ['Advanced React Patterns']],
    ])('filters by length: %s', async (length, expected) => {
      expect(titlesOf(await t.get(`/api/courses?length=${length}`))).toEqual(expected);
    });

    it('filters by rating, leaving out courses nobody rated, and counts the matches', async () => {
      // Intro to Python: 5 and 4 (4.5); Advanced React Patterns: 3.
      expect(titlesOf(await t.get('/api/courses?rating=4.5'))).toEqual(['Intro to Python']);
      expect(titlesOf(await t.get('/api/courses?rating=3'))).toEqual(['Intro to Python', 'Advanced React Patterns']);
      const combined = await getCataloguePage(t, '/api/courses?rating=3&length=extra-long&price=paid');
      expect(combined.courses.map((course) => course.title)).toEqual(['Advanced React Patterns']);
      expect(combined).toMatchObject({ total: 1, totalAll: 4 });
    });

    it("keeps a course's length up to date when its educator edits the duration", async () => {
      const response = await t.request('PATCH', `/api/courses/${ids.discount}`, { token: tokens.bob, body: { duration: '7 hours' } });
      expect(response.status).toBe(200);
      expect(titlesOf(await t.get('/api/courses?length=long'))).toEqual(['100% Hands_On Git']);
      expect((await t.request('PATCH', `/api/courses/${ids.discount}`, { token: tokens.bob, body: { duration: '45m' } })).status).toBe(200);
      expect(titlesOf(await t.get('/api/courses?length=long'))).toEqual([]);
    });

    it.each([
      ['price-asc', ['Intro to Python', '100% Hands_On Git', 'Data Wrangling 101', 'Advanced React Patterns']],
      ['price-desc', ['Advanced React Patterns', 'Data Wrangling 101', '100% Hands_On Git', 'Intro to Python']],
      ['newest', ['Data Wrangling 101', '100% Hands_On Git', 'Advanced React Patterns', 'Intro to Python']],
      ['rating', ['Intro to Python', 'Advanced React Patterns', '100% Hands_On Git', 'Data Wrangling 101']],
      ['popular', ['Intro to Python', 'Advanced React Patterns', '100% Hands_On Git', 'Data Wrangling 101']],
    ])('sorts by %s', async (sort, expected) => {
      expect(titlesOf(await t.get(`/api/courses?sort=${sort}`))).toEqual(expected);
    });

    it('paginates', async () => {
      const first = await getCataloguePage(t, '/api/courses?limit=3');
      const second = await getCataloguePage(t, '/api/courses?limit=3&page=2');
      const beyond = await getCataloguePage(t, '/api/courses?limit=3&page=3');

      expect(first).toMatchObject({ page: 1, limit: 3, total: 4 });
      expect(first.courses.map((course) => course.title)).toEqual(['Intro to Python', 'Advanced React Patterns', '100% Hands_On Git']);
      expect(second.courses.map((course) => course.title)).toEqual(['Data Wrangling 101']);
      expect(second.total).toBe(4);
      expect(beyond).toMatchObject({ courses: [], page: 3, total: 4 });
    });

    it('links the first, previous, next and last pages, keeping the query, as GitHub does', async () => {
      const first = await getCataloguePage(t, '/api/courses?limit=1&q=o&sort=newest');
      const middle = await getCataloguePage(t, '/api/courses?limit=1&q=o&sort=newest&page=2');
      const last = await getCataloguePage(t, '/api/courses?limit=1&q=o&sort=newest&page=4');
      const base = 'http://localhost:4000/api/courses?q=o&sort=newest&price=all&limit=1';

      expect(first.links).toEqual({ first: `${base}&page=1`, next: `${base}&page=2`, last: `${base}&page=4` });
      expect(middle.links).toEqual({ first: `${base}&page=1`, prev: `${base}&page=1`, next: `${base}&page=3`, last: `${base}&page=4` });
      expect(last.links).toEqual({ first: `${base}&page=1`, prev: `${base}&page=3`, last: `${base}&page=4` });
      // Following next from the first page walks every match once.
      const walked: string[] = [];
      for (let url: string | undefined = first.links.first; url;) {
        const page = await getCataloguePage(t, url.replace('http://localhost:4000', ''));
        walked.push(...page.courses.map((course) => course.title));
        url = page.links.next;
      }
      expect(walked).toHaveLength(4);
      expect(new Set(walked).size).toBe(4);
    });

    it.each([
      ['sort=cheapest', 'sort: must be one of: popular, price-asc, price-desc, newest, rating'],
      ['price=cheap', 'price: must be one of: all, free, paid'],
      ['category=Cooking', 'category: must be one of: Web Development, Data Science, Programming Fundamentals, Machine Learning, Cybersecurity'],
      ['length=forever', 'length: must be one of: short, medium, long, extra-long'],
      ['rating=5', 'rating: must be one of: 4.5, 4, 3.5, 3'],
      ['page=0', 'page: must be 1 or more'],
      ['limit=101', 'limit: must be at most 100'],
      ['limit=ten', 'limit: must be a number'],
      [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
    ])('answers ?%s with 400 naming the parameter', async (query, message) => {
      const response = await t.get(`/api/courses?${query}`);

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    });
  });

  describe('GET /api/courses/suggestions', () => {
    const suggest = async (text: string) => {
      const response = await t.get(`/api/courses/suggestions?q=${text}`);
      expect(response.status).toBe(200);
      return courseSuggestionsSchema.parse(response.body);
    };

    it('suggests approved courses, titles that start with the text first, and matching categories with their counts', async () => {
      const found = await suggest('a');
      // A title starting with it, then titles containing it (most students first, then newest), then a match on the
      // educator's name (Grace Hopper) however popular; pending courses never show.
      expect(found.courses.map((course) => course.title)).toEqual([
        'Advanced React Patterns',
        '100% Hands_On Git',
        'Data Wrangling 101',
        'Intro to Python',
      ]);
      expect(found.courses[2]).toMatchObject({ id: ids.data, category: 'Data Science', instructor: 'Grace Hopper', image: null });
      expect(found.categories).toEqual([
        { name: 'Data Science', count: 1 },
        { name: 'Programming Fundamentals', count: 1 },
        { name: 'Machine Learning', count: 0 },
      ]);
    });

    it("matches the educator's name and the description, in any case, and stops at the limit", async () => {
      expect((await suggest('GRACE')).courses.map((course) => course.title)).toEqual(['Intro to Python', 'Data Wrangling 101']);
      expect((await suggest('pandas')).courses.map((course) => course.title)).toEqual(['Data Wrangling 101']);
      expect((await suggest('o&limit=1')).courses).toHaveLength(1);
      expect(await suggest('security')).toEqual({ courses: [], categories: [{ name: 'Cybersecurity', count: 0 }] });
    });

    it('takes % and _ literally', async () => {
      expect((await suggest('100%25')).courses.map((course) => course.title)).toEqual(['100% Hands_On Git']);
      expect((await suggest('_')).courses.map((course) => course.title)).toEqual(['100% Hands_On Git']);
    });

    it.each([
      ['', 'q: is required'],
      ['q=', 'q: is required'],
      ['q=%20%20', 'q: is required'],
      [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
      ['q=a&limit=11', 'limit: must be at most 10'],
      ['q=a%00b', 'q: must not contain control characters'],
    ])('answers ?%s with 400 naming the parameter', async (query, message) => {
      const response = await t.get(`/api/courses/suggestions?${query}`);
      expect(response.status).toBe(400);
      expect(messageOf(response)).toContain(message);
    });
  });

  describe('GET /api/courses/:id', () => {
    it('returns the course with its modules and videos in order (lesson addresses for an admin)', async () => {
      const response = await t.get(`/api/courses/${ids.python}`, tokens.admin);

      expect(response.status).toBe(200);
      const { course } = courseResponseSchema.parse(response.body);
      expect(course).toMatchObject({ id: ids.python, title: 'Intro to Python', students: 2, rating: 4.5 });
      expect(course.modules.map((module) => module.title)).toEqual(['Basics', 'Functions']);
      expect(course.modules[0]?.videos.map((video) => [video.title, video.duration, video.moduleTitle])).toEqual([
        ['Installing Python', '5m', 'Basics'],
        ['Variables', '8m', 'Basics'],
      ]);
      expect(course.modules[1]?.videos.map((video) => video.title)).toEqual(['Defining functions']);
      expect(course.modules[0]?.videos[0]?.youtubeUrl).toBe('https://www.youtube.com/watch?v=PkZNo7MFNFg');
    });

    it("answers 404 'Course not found' for an unknown course", async () => {
      const response = await t.get('/api/courses/999999');

      expect(response.status).toBe(404);
      expect(messageOf(response)).toBe('Course not found');
    });

    it('shows a pending course only to its educator and to admins', async () => {
      for (const token of [undefined, tokens.student, tokens.bob]) {
        const response = await t.get(`/api/courses/${ids.pending}`, token);
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Course not found');
      }
      for (const token of [tokens.grace, tokens.admin]) {
        const response = await t.get(`/api/courses/${ids.pending}`, token);
        expect(response.status).toBe(200);
        expect(courseResponseSchema.parse(response.body).course.isApproved).toBe(false);
      }
    });

    it.each([
      ['abc', 'id: must be a number'],
      ['0', 'id: must be a positive id'],
      ['1.5', 'id: must be a whole number'],
      ['99999999999', 'id: is too large'],
    ])('answers the id %s with 400 naming it', async (id, message) => {
      const response = await t.get(`/api/courses/${id}`);

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    });
  });

  describe('GET /api/courses/my', () => {
    it("returns the educator's own courses, pending ones included, newest first, wrapped as {courses}", async () => {
      const response = await t.get('/api/courses/my', tokens.grace);

      expect(response.status).toBe(200);
      expect(myCoursesResponseSchema.parse(response.body).courses.map((course) => course.title)).toEqual([
        'Pending Security Course',
        'Data Wrangling 101',
        'Intro to Python',
      ]);
    });

    it('lets an inactive educator read their (empty) list', async () => {
      const response = await t.get('/api/courses/my', tokens.inactiveEducator);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ courses: [] });
    });

    it('is for educators only', () => expectOnlyFor('/api/courses/my', [tokens.student, tokens.admin], 'Forbidden: educators only'));
  });

  describe('GET /api/courses/admin/pending', () => {
    it('lists pending courses, oldest first, up to the limit', async () => {
      const all = courseListSchema.parse((await t.get('/api/courses/admin/pending', tokens.admin)).body);
      const limited = courseListSchema.parse((await t.get('/api/courses/admin/pending?limit=1', tokens.admin)).body);

      expect(all.map((course) => course.title)).toEqual(['Older Pending Course', 'Pending Security Course']);
      expect(all.every((course) => !course.isApproved)).toBe(true);
      expect(limited.map((course) => course.title)).toEqual(['Older Pending Course']);
    });

    it('is for admins only', () => expectOnlyFor('/api/courses/admin/pending', [tokens.student, tokens.grace], 'Forbidden: admins only'));

    it('answers a bad limit with 400 naming it', async () => {
      const response = await t.get('/api/courses/admin/pending?limit=0', tokens.admin);

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe('limit: must be 1 or more');
    });
  });
});
