import { cartResponseSchema, checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { insertCourse, insertEnrollment, insertUser, type InsertedCourse } from '../../testing/fixtures';
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
    expect(await cartOf(token)).toEqual({ courseIds: [], subtotal: 0, discount: 0, total: 0, coupon: null });

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

    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', result.orderId ?? -1)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ student_id: student.id, total_cents: 6949 });
    const items = await t.db
      .selectFrom('order_items')
      .select(['course_id', 'price_cents'])
      .where('order_id', '=', order.id)
      .orderBy('price_cents')
      .execute();
    expect(items).toEqual([
      { course_id: data.id, price_cents: 1950 },
      { course_id: web.id, price_cents: 4999 },
    ]);

    const repeated = await checkout(token);
    expect(repeated.status).toBe(400);
    expect(messageOf(repeated)).toBe('Your cart is empty');
  });

  it('refuses a cart whose course was enrolled meanwhile: 409 naming it, no order, the course stays marked until removed', async () => {
    const { student, token, web } = await setup();
    await t.post('/api/cart', { courseId: web.id }, token);
    await insertEnrollment(t.db, { studentId: student.id, courseId: web.id });

    const response = await checkout(token);

    expect(response.status).toBe(409);
    expect(messageOf(response)).toBe('This course in your cart cannot be bought now: “Paid Web” (already yours). Remove it, then check out again.');
    expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    const cart = await cartOf(token);
    expect(cart.courseIds).toEqual([
      expect.objectContaining({
        id: web.id,
        available: false,
        unavailable: { reason: 'owned', message: 'You are already enrolled in this course.' },
      }),
    ]);
    expect(cart).toMatchObject({ subtotal: 0, total: 0 });
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

  describe('courses no longer for sale', () => {
    const checkoutWith = (token: string, body: unknown) => t.request('POST', '/api/cart/checkout', { token, body });
    const orderCount = async (studentId: number) =>
      (await t.db.selectFrom('orders').select('id').where('student_id', '=', studentId).execute()).length;

    async function cartWithBoth() {
      const fixture = await setup();
      const educator = await t.db
        .selectFrom('users')
        .selectAll()
        .where(
          'id',
          '=',
          (await t.db.selectFrom('courses').select('educator_id').where('id', '=', fixture.web.id).executeTakeFirstOrThrow()).educator_id,
        )
        .executeTakeFirstOrThrow();
      const educatorToken = await t.tokenFor(educator);
      const adminToken = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
      await t.post('/api/cart', { courseId: fixture.web.id }, fixture.token);
      await t.post('/api/cart', { courseId: fixture.data.id }, fixture.token);
      /** An edit of its title sends an approved course back to review (as its educator's course form does). */
      const titles = new Map([
        [fixture.web.id, 'Paid Web'],
        [fixture.data.id, 'Paid Data'],
      ]);
      const sendBackToReview = async (course: InsertedCourse) =>
        expect(
          (await t.request('PATCH', `/api/courses/${course.id}`, { token: educatorToken, body: { title: `${titles.get(course.id)} (new edition)` } }))
            .status,
        ).toBe(200);
      const deleteCourse = async (course: InsertedCourse) =>
        expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: adminToken })).status).toBe(200);
      return { ...fixture, sendBackToReview, deleteCourse };
    }

    it('every course back in review: each stays in the cart marked, checkout is a 409 naming them whatever the body, nothing changes', async () => {
      const { student, token, web, data, sendBackToReview } = await cartWithBoth();
      await sendBackToReview(web);
      await sendBackToReview(data);

      const cart = await cartOf(token);
      expect(cart.courseIds.map((course) => [course.id, course.available, course.unavailable?.reason])).toEqual([
        [web.id, false, 'in-review'],
        [data.id, false, 'in-review'],
      ]);
      expect(cart.courseIds[0]?.unavailable?.message).toBe('No longer for sale: this course is back in review.');
      expect(cart).toMatchObject({ subtotal: 0, total: 0 });

      // No body (the spec's call), an empty object, the total the cart shows (0), and a wrong total: the same refusal.
      for (const body of [undefined, {}, { expectedTotal: 0 }, { expectedTotal: 69.49 }]) {
        const response = await checkoutWith(token, body);
        expect({ body, status: response.status, message: messageOf(response) }).toEqual({
          body,
          status: 409,
          message:
            'These courses in your cart cannot be bought now: “Paid Web (new edition)” (back in review), “Paid Data (new edition)” (back in review). Remove them, then check out again.',
        });
      }
      expect(await orderCount(student.id)).toBe(0);
      expect((await cartOf(token)).courseIds.map((course) => course.id)).toEqual([web.id, data.id]);
      expect(await t.db.selectFrom('enrollments').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    });

    it('a deleted course stays in the cart as it was, marked deleted; checkout names it; Remove takes it out', async () => {
      const { student, token, web, data, deleteCourse } = await cartWithBoth();
      await deleteCourse(web);

      const cart = await cartOf(token);
      expect(cart.courseIds).toEqual([
        expect.objectContaining({
          id: web.id,
          title: 'Paid Web',
          price: 49.99,
          instructor: 'Grace Hopper',
          available: false,
          unavailable: { reason: 'deleted', message: 'No longer for sale: this course was deleted.' },
        }),
        expect.objectContaining({ id: data.id, available: true, unavailable: null }),
      ]);
      expect(cart).toMatchObject({ subtotal: 19.5, total: 19.5 });

      const refused = await checkoutWith(token, { expectedTotal: 19.5 });
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toBe('This course in your cart cannot be bought now: “Paid Web” (deleted). Remove it, then check out again.');
      expect(await orderCount(student.id)).toBe(0);

      const removed = await remove(web.id, token);
      expect(removed.status).toBe(200);
      expect(cartResponseSchema.parse(removed.body).cart.courseIds.map((course) => course.id)).toEqual([data.id]);
      expect((await remove(web.id, token)).status).toBe(404);

      const bought = await checkoutWith(token, { expectedTotal: 19.5 });
      expect(bought.status).toBe(200);
      expect(checkoutResponseSchema.parse(bought.body)).toMatchObject({ total: 19.5, enrolledCourseIds: [data.id], orderId: expect.any(Number) });
    });

    it('mixed: only the course back in review is named, the cart is kept whole, and after Remove the rest is bought', async () => {
      const { student, token, web, data, sendBackToReview } = await cartWithBoth();
      await sendBackToReview(data);
      expect(await cartOf(token)).toMatchObject({ subtotal: 49.99, total: 49.99 });

      const refused = await checkoutWith(token, {});
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toBe(
        'This course in your cart cannot be bought now: “Paid Data (new edition)” (back in review). Remove it, then check out again.',
      );
      expect((await cartOf(token)).courseIds.map((course) => [course.id, course.available])).toEqual([
        [web.id, true],
        [data.id, false],
      ]);
      expect(await orderCount(student.id)).toBe(0);

      await remove(data.id, token);
      const bought = await checkoutWith(token, {});
      expect(bought.status).toBe(200);
      expect(checkoutResponseSchema.parse(bought.body)).toMatchObject({ message: 'Checkout successful', total: 49.99, enrolledCourseIds: [web.id] });
      const order = await t.db.selectFrom('orders').select('total_cents').where('student_id', '=', student.id).execute();
      expect(order).toEqual([{ total_cents: 4999 }]);
    });

    it('checks the total when one is sent and takes none when it is not: a wrong total is 409, no body or {} buys at the shown prices', async () => {
      const { student, token, web } = await setup();
      await t.post('/api/cart', { courseId: web.id }, token);

      for (const expectedTotal of [0, 49.98, 50, '49.9']) {
        const response = await checkoutWith(token, { expectedTotal });
        expect({ expectedTotal, status: response.status, body: response.body }).toEqual({
          expectedTotal,
          status: 409,
          body: { message: 'Prices in your cart have changed', code: 'prices_changed' },
        });
      }
      const negative = await checkoutWith(token, { expectedTotal: -1 });
      expect(negative.status).toBe(400);
      expect(messageOf(negative)).toMatch(/^expectedTotal: /);
      expect(await orderCount(student.id)).toBe(0);
      expect((await cartOf(token)).courseIds.map((course) => course.id)).toEqual([web.id]);

      const bought = await checkoutWith(token, {});
      expect(bought.status).toBe(200);
      expect(checkoutResponseSchema.parse(bought.body)).toMatchObject({ total: 49.99, enrolledCourseIds: [web.id] });
    });

    it('an empty cart is a 400 with a message, never a 200 without an order, whatever the body', async () => {
      const { student, token } = await setup();
      for (const body of [undefined, {}, { expectedTotal: 0 }]) {
        const response = await checkoutWith(token, body);
        expect({ body, status: response.status, message: messageOf(response) }).toEqual({ body, status: 400, message: 'Your cart is empty' });
      }
      expect(await orderCount(student.id)).toBe(0);
    });
  });
});
