import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

const validCourse = {
  title: 'Rust for Web Developers',
  description: 'Ownership, borrowing and a small web service.',
  category: 'Programming Fundamentals',
  price: 19.99,
  duration: '3h 15m',
  image: 'https://images.example.com/rust.png',
};

describeEachDatabase('course authoring', (t) => {
  it('creates a pending course owned by the educator, visible in /my and hidden from the catalogue', async () => {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Ada Author' });
    const token = await t.tokenFor(educator);

    const created = await t.request('POST', '/api/courses', { token, body: validCourse });

    expect(created.status).toBe(201);
    const { course } = courseResponseSchema.parse(created.body);
    expect(course).toMatchObject({ ...validCourse, isApproved: false, instructor: 'Ada Author', educatorId: { id: educator.id }, modules: [] });
    const mine = await t.get('/api/courses/my', token);
    expect(mine.body).toMatchObject({ courses: [{ id: course.id, isApproved: false }] });
    const catalogue = await t.get('/api/courses?q=Rust for Web');
    expect(catalogue.body).toEqual([]);
    expect(catalogue.headers['x-total-count']).toBe('0');
    expect((await t.get(`/api/courses/${course.id}`)).status).toBe(404);
  });

  it('rejects bad bodies with 400 naming the field, and writes nothing', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validCourse, title: '   ' }, 'title: is required'],
      [{ ...validCourse, category: 'Cooking' }, 'category: must be one of'],
      [{ ...validCourse, price: -1 }, 'price: must be 0 or more'],
      [{ ...validCourse, price: 1.005 }, 'price: must have at most 2 decimals'],
      [{ ...validCourse, price: 'ten' }, 'price: must be a number'],
      [{ ...validCourse, price: true }, 'price: must be a number'],
      [{ ...validCourse, price: '1e3' }, 'price: must be a number'],
      [{ ...validCourse, price: '-5' }, 'price: must be 0 or more'],
      [{ ...validCourse, price: '19.999' }, 'price: must have at most 2 decimals'],
      [{ ...validCourse, duration: '2 fortnights' }, 'duration: must be a duration like'],
      [{ ...validCourse, duration: '0m' }, 'duration: must be longer than zero'],
      [{ ...validCourse, image: 'javascript:alert(1)' }, 'image:'],
      [{ title: 'Only a title' }, 'description: is required'],
    ];
    for (const [body, message] of cases) {
      const response = await t.request('POST', '/api/courses', { token, body });
      expect(response.status).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    const mine = await t.get('/api/courses/my', token);
    expect(mine.body).toEqual({ courses: [] });
  });

  it('lets only active educators write: students, admins, anonymous and inactive educators are refused', async () => {
    const inactive = await insertUser(t.db, { role: 'educator', isApproved: false });
    const own = await insertCourse(t.db, { educatorId: inactive.id, title: 'Before' });
    const student = await insertUser(t.db);
    const admin = await insertUser(t.db, { role: 'admin' });

    const inactiveToken = await t.tokenFor(inactive);
    const create = await t.request('POST', '/api/courses', { token: inactiveToken, body: validCourse });
    expect(create.status).toBe(403);
    expect(messageOf(create)).toBe('Your educator account is inactive.');
    const patch = await t.request('PATCH', `/api/courses/${own.id}`, { token: inactiveToken, body: { title: 'After' } });
    expect(patch.status).toBe(403);
    expect((await t.request('POST', '/api/courses', { token: await t.tokenFor(student), body: validCourse })).status).toBe(403);
    expect((await t.request('POST', '/api/courses', { token: await t.tokenFor(admin), body: validCourse })).status).toBe(403);
    expect((await t.request('POST', '/api/courses', { body: validCourse })).status).toBe(401);

    const row = await t.db.selectFrom('courses').select('title').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Before');
    const count = await t.db
      .selectFrom('courses')
      .where('educator_id', '=', inactive.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("refuses to edit another educator's course (403) or a missing one (404), changing nothing", async () => {
    const owner = await insertUser(t.db, { role: 'educator' });
    const intruder = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, { educatorId: owner.id, title: 'Owned', priceCents: 1000 });
    const token = await t.tokenFor(intruder);

    const response = await t.request('PATCH', `/api/courses/${course.id}`, { token, body: { title: 'Hijacked', price: 0 } });
    expect(response.status).toBe(403);
    expect(messageOf(response)).toBe('Forbidden: you can only manage your own courses');
    expect((await t.request('PATCH', '/api/courses/999999', { token, body: { title: 'x' } })).status).toBe(404);
    const row = await t.db
      .selectFrom('courses')
      .select(['title', 'price_cents', 'is_approved'])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Owned', price_cents: 1000, is_approved: 1 });
  });

  it('sends an approved course back to review when its title, description or category changes', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    for (const change of [{ title: 'New title' }, { description: 'New description' }, { category: 'Cybersecurity' }]) {
      const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Approved one', description: 'Old', category: 'Web Development' });
      const before = await t.get(`/api/courses/${course.id}`);
      expect(before.status).toBe(200);

      const response = await t.request('PATCH', `/api/courses/${course.id}`, { token, body: change });

      expect(response.status).toBe(200);
      expect(courseResponseSchema.parse(response.body).course).toMatchObject({ ...change, isApproved: false });
      // The public page no longer serves the approved text (nor the new, unreviewed one).
      expect((await t.get(`/api/courses/${course.id}`)).status).toBe(404);
    }
  });

  it('keeps an approved course approved for price, duration and image edits, and for unchanged text', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Stable',
      description: 'Same',
      category: 'Data Science',
      priceCents: 500,
    });

    const response = await t.request('PATCH', `/api/courses/${course.id}`, {
      token,
      body: {
        price: 12.5,
        duration: '4h',
        image: 'https://images.example.com/new.png',
        title: 'Stable',
        description: 'Same',
        category: 'Data Science',
      },
    });

    expect(response.status).toBe(200);
    expect(courseResponseSchema.parse(response.body).course).toMatchObject({
      price: 12.5,
      duration: '4h',
      image: 'https://images.example.com/new.png',
      isApproved: true,
    });
    const publicPage = await t.get(`/api/courses/${course.id}`);
    expect(publicPage.status).toBe(200);
    expect(courseResponseSchema.parse(publicPage.body).course.price).toBe(12.5);
  });

  it('validates edits like creation: 400 naming the field, no change', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Valid' });
    const token = await t.tokenFor(educator);
    const response = await t.request('PATCH', `/api/courses/${course.id}`, { token, body: { title: 'Fine', price: -5 } });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toContain('price: must be 0 or more');
    expect((await t.request('PATCH', '/api/courses/abc', { token, body: {} })).status).toBe(400);
    const row = await t.db.selectFrom('courses').select('title').where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Valid');
  });

  it('keeps enrolments when a pending course is edited', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const course = await insertCourse(t.db, { educatorId: educator.id });
    await insertEnrollment(t.db, { studentId: student.id, courseId: course.id });
    const response = await t.request('PATCH', `/api/courses/${course.id}`, { token: await t.tokenFor(educator), body: { title: 'Renamed' } });
    expect(courseResponseSchema.parse(response.body).course).toMatchObject({ title: 'Renamed', students: 1 });
  });
});
