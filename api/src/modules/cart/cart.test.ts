import { cartResponseSchema, checkoutResponseSchema } from '@lectern/shared-sdk/schemas/cart';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/schemas/enrollments';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('cart and checkout', (t) => {
  const remove = (courseId: number, token: string) => t.request('DELETE', `/api/cart/${courseId}`, { token });
  const checkout = (token: string) => t.request('POST', '/api/cart/checkout', { token });

  async function setup() {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    const student = await insertUser(t.db);
    const web = await insertCourse(t.db, { educatorId: educator.id, title: 'Paid Web', priceCents: 4999 });
    const data = await insertCourse(t.db, { educatorId: educator.id, title: 'Paid Data', priceCents: 1950 });
    const free = await insertCourse(t.db, { educatorId: educator.id, title: 'Free One' });
    const pending = await insertCourse(t.db, { educatorId: educator.id, priceCents: 1000, approved: false });
    return { student, token: await t.tokenFor(student), web, data, free, pending };
  }

  const cartOf = async (token: string) => cartResponseSchema.parse((await t.get('/api/cart', token)).body).cart;

  it('adds paid courses in order with their subtotal and total, and removes them', async () => {
    const { token, web, data } = await setup();
    expect(await cartOf(token)).toEqual({ courseIds: [], subtotal: 0, total: 0 });

    const added = await t.post('/api/cart', { courseId: web.id }, token);
    expect(added.status).toBe(201);
    expect(cartResponseSchema.parse(added.body).message).toBe('Added to cart');
    await t.post('/api/cart', { courseId: data.id }, token);

    const cart = await cartOf(token);
    expect(cart.courseIds.map((course) => course.title)).toEqual(['Paid Web', 'Paid Data']);
    expect(cart.courseIds[0]).toMatchObject({ price: 49.99, instructor: 'Grace Hopper' });
    expect(cart).toMatchObject({ subtotal: 69.49, total: 69.49 });

    const removed = await remove(web.id, token);
    expect(removed.status).toBe(200);
    expect(cartResponseSchema.parse(removed.body).cart.courseIds.map((course) => course.id)).toEqual([data.id]);
    const again = await remove(web.id, token);
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('This course is not in your cart');
  });

  it('refuses duplicates, enrolled, free, pending and unknown courses with a clear 4xx', async () => {
    const { student, token, web, data, free, pending } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    await insertEnrollment(t.db, { studentId: student.id, courseId: data.id });

    const duplicate = await t.post('/api/cart', { courseId: web.id }, token);
    expect(duplicate.status).toBe(409);
    expect(messageOf(duplicate)).toBe('This course is already in your cart');
    const enrolled = await t.post('/api/cart', { courseId: data.id }, token);
    expect(enrolled.status).toBe(409);
    expect(messageOf(enrolled)).toBe('You are already enrolled in this course');
    const freeResponse = await t.post('/api/cart', { courseId: free.id }, token);
    expect(freeResponse.status).toBe(400);
    expect(messageOf(freeResponse)).toBe('This course is free: enroll in it directly, no cart needed.');
    expect((await t.post('/api/cart', { courseId: pending.id }, token)).status).toBe(404);
    expect((await t.post('/api/cart', { courseId: 987654 }, token)).status).toBe(404);
    const bad = await t.post('/api/cart', { courseId: 'x' }, token);
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toMatch(/^courseId: /);

    expect((await cartOf(token)).courseIds.map((course) => course.id)).toEqual([web.id]);
  });

  it('keeps one cart row when the same course is added several times at once', async () => {
    const { token, web } = await setup();

    const responses = await Promise.all(Array.from({ length: 8 }, () => t.post('/api/cart', { courseId: web.id }, token)));

    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    expect((await cartOf(token)).courseIds.map((course) => course.id)).toEqual([web.id]);
  });

  it('is for students only, each seeing and changing only their own cart', async () => {
    const { token, web } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    for (const role of ['educator', 'admin'] as const) {
      const other = await insertUser(t.db, { role });
      const otherToken = await t.tokenFor(other);
      expect((await t.get('/api/cart', otherToken)).status).toBe(403);
      expect((await t.post('/api/cart', { courseId: web.id }, otherToken)).status).toBe(403);
      expect((await checkout(otherToken)).status).toBe(403);
    }
    expect((await t.get('/api/cart')).status).toBe(401);

    const neighbour = await insertUser(t.db);
    const neighbourToken = await t.tokenFor(neighbour);
    expect((await cartOf(neighbourToken)).courseIds).toEqual([]);
    expect((await remove(web.id, neighbourToken)).status).toBe(404);
    expect((await checkout(neighbourToken)).status).toBe(400);
    expect((await cartOf(token)).courseIds.map((course) => course.id)).toEqual([web.id]);
  });

  it('checks out: enrols in every course, records the order with its total and empties the cart', async () => {
    const { student, token, web, data } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    await t.post('/api/cart', { courseId: data.id }, token);

    const response = await checkout(token);

    expect(response.status).toBe(200);
    const result = checkoutResponseSchema.parse(response.body);
    expect(result).toMatchObject({ message: 'Checkout successful', total: 69.49 });
    expect([...result.enrolledCourseIds].sort((a, b) => a - b)).toEqual([web.id, data.id].sort((a, b) => a - b));
    expect((await cartOf(token)).courseIds).toEqual([]);
    const { enrollments } = enrollmentsResponseSchema.parse((await t.get('/api/enrollments', token)).body);
    expect(enrollments.map((enrollment) => enrollment.courseId.title).sort()).toEqual(['Paid Data', 'Paid Web']);

    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', result.orderId ?? -1).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ student_id: student.id, total_cents: 6949 });
    const items = await t.db.selectFrom('order_items').select(['course_id', 'price_cents']).where('order_id', '=', order.id).orderBy('price_cents').execute();
    expect(items).toEqual([
      { course_id: data.id, price_cents: 1950 },
      { course_id: web.id, price_cents: 4999 },
    ]);

    const repeated = await checkout(token);
    expect(repeated.status).toBe(400);
    expect(messageOf(repeated)).toBe('Your cart is empty');
  });

  it('records no order and charges nothing when every course of the cart was enrolled meanwhile', async () => {
    const { student, token, web } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    await insertEnrollment(t.db, { studentId: student.id, courseId: web.id });

    const response = await checkout(token);

    expect(response.status).toBe(200);
    expect(checkoutResponseSchema.parse(response.body)).toMatchObject({ orderId: null, total: 0, enrolledCourseIds: [] });
    expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    expect((await cartOf(token)).courseIds).toEqual([]);
  });

  it('enrols once per course when the same cart is checked out 20 times at once', async () => {
    const { student, token, web, data } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    await t.post('/api/cart', { courseId: data.id }, token);

    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(token)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const enrollments = await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', student.id).execute();
    expect(enrollments.map((row) => row.course_id).sort((a, b) => a - b)).toEqual([web.id, data.id].sort((a, b) => a - b));
    const orders = await t.db.selectFrom('orders').select('total_cents').where('student_id', '=', student.id).execute();
    expect(orders).toEqual([{ total_cents: 6949 }]);
    expect((await cartOf(token)).courseIds).toEqual([]);
    const counts = await t.db.selectFrom('courses').select('students_count').where('id', 'in', [web.id, data.id]).execute();
    expect(counts).toEqual([{ students_count: 1 }, { students_count: 1 }]);
  });
});
