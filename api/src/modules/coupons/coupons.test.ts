import { cartResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { couponsSchemas } from '@lectern/shared-sdk/coupons/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';

const couponOf = (body: unknown) => couponsSchemas.createEducatorCoupon.responses[201].parse(body).coupon;
const couponsOf = (body: unknown) => couponsSchemas.listEducatorCoupons.responses[200].parse(body).coupons;
const cartOf = (body: unknown) => cartResponseSchema.parse(body).cart;

/** An educator with a token and two paid courses of theirs ($40 and $25). */
async function educatorWithCourses(t: TestHarness, name = 'Ada Okafor') {
  const user = await insertUser(t.db, { role: 'educator', name });
  const sql = await insertCourse(t.db, { educatorId: user.id, title: 'Intro to SQL', priceCents: 4000 });
  const web = await insertCourse(t.db, { educatorId: user.id, title: 'Web Basics', priceCents: 2500 });
  return { user, token: await t.tokenFor(user), sql, web };
}

describeEachDatabase('coupons: made by educators and admins', (t) => {
  const create = (token: string, body: unknown) => t.post('/api/educator/coupons', body, token);
  const patch = (url: string, token: string, body: unknown) => t.request('PATCH', url, { token, body });

  it('lets an educator make coupons for one course of theirs or for all of them, codes stored upper-case and unique', async () => {
    const ada = await educatorWithCourses(t);

    const one = await create(ada.token, { code: 'sql-spring', kind: 'percent', percentOff: 25, courseId: ada.sql.id, maxRedemptions: 3 });
    expect(one.status).toBe(201);
    expect(couponOf(one.body)).toMatchObject({
      code: 'SQL-SPRING',
      kind: 'percent',
      percentOff: 25,
      amountOff: null,
      scope: 'course',
      course: { id: ada.sql.id, title: 'Intro to SQL' },
      createdBy: { id: ada.user.id, name: 'Ada Okafor' },
      description: '25% off “Intro to SQL”',
      maxRedemptions: 3,
      redemptions: 0,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
    const all = await create(ada.token, { code: 'ADA10', kind: 'amount', amountOff: 10, startsAt: '2026-03-01T00:00:00+02:00' });
    expect(couponOf(all.body)).toMatchObject({
      scope: 'educator',
      course: null,
      amountOff: 10,
      percentOff: null,
      description: '$10.00 off courses by Ada Okafor',
      startsAt: '2026-02-28T22:00:00.000Z',
    });

    const taken = await create(ada.token, { code: 'Sql-Spring', kind: 'percent', percentOff: 5 });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe('This code is already taken: choose another.');
    expect(couponsOf((await t.get('/api/educator/coupons', ada.token)).body).map((coupon) => coupon.code)).toEqual(['ADA10', 'SQL-SPRING']);
  });

  it('refuses invalid coupons with the field that is wrong', async () => {
    const ada = await educatorWithCourses(t);
    const cases: [unknown, RegExp][] = [
      [{ code: 'AB', kind: 'percent', percentOff: 10 }, /^code: must be 3 to 32 letters, digits, hyphens or underscores$/],
      [{ code: 'NO SPACES', kind: 'percent', percentOff: 10 }, /^code: /],
      [{ code: 'A'.repeat(33), kind: 'percent', percentOff: 10 }, /^code: /],
      [{ code: 'ZERO', kind: 'percent', percentOff: 0 }, /^percentOff: must be 1 or more$/],
      [{ code: 'MORE', kind: 'percent', percentOff: 101 }, /^percentOff: must be at most 100$/],
      [{ code: 'HALF', kind: 'percent', percentOff: 10.5 }, /^percentOff: must be a whole number$/],
      [{ code: 'FREE', kind: 'amount', amountOff: 0 }, /^amountOff: must be more than 0$/],
      [{ code: 'CENTS', kind: 'amount', amountOff: 1.005 }, /^amountOff: must have at most 2 decimals$/],
      [{ code: 'NOAMOUNT', kind: 'amount', percentOff: 10 }, /amountOff: is required for a coupon of kind amount/],
      [{ code: 'WHAT', kind: 'bogo', percentOff: 10 }, /^kind: must be one of: percent, amount/],
      [
        { code: 'BACKWARDS', kind: 'percent', percentOff: 10, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' },
        /^endsAt: must be after startsAt$/,
      ],
      [{ code: 'NOTADATE', kind: 'percent', percentOff: 10, endsAt: 'tomorrow' }, /^endsAt: must be a date and time/],
      [{ code: 'LIMIT', kind: 'percent', percentOff: 10, maxRedemptions: 0 }, /^maxRedemptions: must be 1 or more$/],
    ];
    for (const [body, message] of cases) {
      const response = await create(ada.token, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(messageOf(response)).toMatch(message);
    }
    expect(couponsOf((await t.get('/api/educator/coupons', ada.token)).body)).toEqual([]);
  });

  it('keeps educators to their own courses and coupons, and an inactive educator to reading', async () => {
    const ada = await educatorWithCourses(t);
    const grace = await educatorWithCourses(t, 'Grace Hopper');
    const pending = await insertCourse(t.db, { educatorId: grace.user.id, priceCents: 1000, approved: false });

    const approvedOfAnother = await create(ada.token, { code: 'NOTMINE', kind: 'percent', percentOff: 10, courseId: grace.sql.id });
    expect(approvedOfAnother.status).toBe(403);
    expect(messageOf(approvedOfAnother)).toBe('Forbidden: you can only manage your own courses');
    expect((await create(ada.token, { code: 'HIDDEN', kind: 'percent', percentOff: 10, courseId: pending.id })).status).toBe(404);
    expect((await create(ada.token, { code: 'NOWHERE', kind: 'percent', percentOff: 10, courseId: 987654 })).status).toBe(404);

    const graces = couponOf((await create(grace.token, { code: 'GRACE', kind: 'percent', percentOff: 10 })).body);
    const stranger = await patch(`/api/educator/coupons/${graces.id}`, ada.token, { enabled: false });
    expect(stranger.status).toBe(404);
    expect(messageOf(stranger)).toBe('Coupon not found');
    expect(couponsOf((await t.get('/api/educator/coupons', ada.token)).body)).toEqual([]);

    const inactive = await insertUser(t.db, { role: 'educator', isApproved: false });
    const inactiveToken = await t.tokenFor(inactive);
    const refused = await create(inactiveToken, { code: 'INACTIVE', kind: 'percent', percentOff: 10 });
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Your educator account is inactive.');
    expect((await t.get('/api/educator/coupons', inactiveToken)).status).toBe(200);
    const student = await t.tokenFor(await insertUser(t.db));
    expect((await t.get('/api/educator/coupons', student)).status).toBe(403);
    expect((await t.get('/api/admin/coupons', ada.token)).status).toBe(403);
  });

  it('changes a coupon: off and on again, its end, its limit (never under what was used)', async () => {
    const ada = await educatorWithCourses(t);
    const coupon = couponOf(
      (await create(ada.token, { code: 'CHANGE-ME', kind: 'percent', percentOff: 10, startsAt: '2026-03-01T00:00:00Z', maxRedemptions: 5 })).body,
    );
    const url = `/api/educator/coupons/${coupon.id}`;

    expect(couponOf((await patch(url, ada.token, { enabled: false })).body)).toMatchObject({ enabled: false });
    expect(couponOf((await patch(url, ada.token, { enabled: true, endsAt: '2026-06-01T00:00:00Z' })).body)).toMatchObject({
      enabled: true,
      endsAt: '2026-06-01T00:00:00.000Z',
    });
    const beforeStart = await patch(url, ada.token, { endsAt: '2026-02-01T00:00:00Z' });
    expect(beforeStart.status).toBe(400);
    expect(messageOf(beforeStart)).toBe('endsAt: must be after the coupon starts');

    await t.db.updateTable('coupons').set({ redemptions: 4 }).where('id', '=', coupon.id).execute();
    const under = await patch(url, ada.token, { maxRedemptions: 3 });
    expect(under.status).toBe(409);
    expect(messageOf(under)).toBe("This coupon was used 4 times already: its limit can't be lower than that.");
    expect(couponOf((await patch(url, ada.token, { maxRedemptions: null, endsAt: null })).body)).toMatchObject({
      maxRedemptions: null,
      endsAt: null,
      redemptions: 4,
    });
    const empty = await patch(url, ada.token, {});
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe('body: must change enabled, endsAt or maxRedemptions');
  });

  it('lets admins make site-wide and course coupons, list every coupon and change any', async () => {
    const ada = await educatorWithCourses(t);
    const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
    const adas = couponOf((await create(ada.token, { code: 'ADA-OWN', kind: 'percent', percentOff: 10 })).body);

    const site = await t.post('/api/admin/coupons', { code: 'welcome', kind: 'amount', amountOff: 5 }, admin);
    expect(site.status).toBe(201);
    expect(couponOf(site.body)).toMatchObject({ code: 'WELCOME', scope: 'site', course: null, description: '$5.00 off your order' });
    const course = await t.post('/api/admin/coupons', { code: 'ONE-COURSE', kind: 'percent', percentOff: 50, courseId: ada.web.id }, admin);
    expect(couponOf(course.body)).toMatchObject({ scope: 'course', course: { id: ada.web.id }, description: '50% off “Web Basics”' });
    expect((await t.post('/api/admin/coupons', { code: 'NOCOURSE', kind: 'percent', percentOff: 5, courseId: 987654 }, admin)).status).toBe(404);

    const listed = couponsOf((await t.get('/api/admin/coupons', admin)).body).map((coupon) => coupon.code);
    expect(listed).toEqual(expect.arrayContaining(['WELCOME', 'ONE-COURSE', 'ADA-OWN']));
    const disabled = await patch(`/api/admin/coupons/${adas.id}`, admin, { enabled: false });
    expect(couponOf(disabled.body)).toMatchObject({ code: 'ADA-OWN', enabled: false });
    expect(couponsOf((await t.get('/api/educator/coupons', ada.token)).body)).toEqual([expect.objectContaining({ code: 'ADA-OWN', enabled: false })]);
    expect((await patch('/api/admin/coupons/987654', admin, { enabled: false })).status).toBe(404);
  });
});

describeEachDatabase('coupons: applied to a cart', (t) => {
  const apply = (token: string, code: string) => t.request('PUT', '/api/cart/coupon', { token, body: { code } });

  /** A student with both of Ada's courses and Grace's $30 course in the cart; coupons of each kind. */
  async function shopping() {
    const ada = await educatorWithCourses(t);
    const grace = await educatorWithCourses(t, 'Grace Hopper');
    const student = await insertUser(t.db);
    const token = await t.tokenFor(student);
    for (const course of [ada.sql, ada.web, grace.web]) expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);
    const code = (name: string) => `${name}-${student.id}`;
    const make = async (name: string, body: Record<string, unknown>, as = ada.token) => {
      const response = await t.post('/api/educator/coupons', { code: code(name), ...body }, as);
      expect(response.status).toBe(201);
      return couponOf(response.body);
    };
    return { ada, grace, student, token, code, make };
  }

  it('takes a percentage off the courses it applies to, shows each new price, and replaces or removes the code', async () => {
    const { ada, grace, token, code, make } = await shopping();
    await make('ADA20', { kind: 'percent', percentOff: 20 });
    await make('SQLHALF', { kind: 'percent', percentOff: 50, courseId: ada.sql.id });

    const applied = await apply(token, code('ada20').toLowerCase());
    expect(applied.status).toBe(200);
    const cart = cartOf(applied.body);
    expect(cart).toMatchObject({
      subtotal: 90,
      discount: 13,
      total: 77,
      coupon: { code: code('ADA20'), description: '20% off courses by Ada Okafor', unavailable: null },
    });
    expect(cart.courseIds.map((course) => [course.id, course.price, course.discountedPrice])).toEqual([
      [ada.sql.id, 40, 32],
      [ada.web.id, 25, 20],
      [grace.web.id, 25, null],
    ]);
    expect(cartOf((await t.get('/api/cart', token)).body)).toEqual(cart);

    const replaced = cartOf((await apply(token, code('SQLHALF'))).body);
    expect(replaced).toMatchObject({ discount: 20, total: 70, coupon: { code: code('SQLHALF') } });
    expect(replaced.courseIds.map((course) => course.discountedPrice)).toEqual([20, null, null]);

    const removed = await t.request('DELETE', '/api/cart/coupon', { token });
    expect(removed.status).toBe(200);
    expect(cartOf(removed.body)).toMatchObject({ subtotal: 90, discount: 0, total: 90, coupon: null });
    expect(cartOf(removed.body).courseIds.every((course) => course.discountedPrice === null)).toBe(true);
    expect((await t.request('DELETE', '/api/cart/coupon', { token })).status).toBe(200);
  });

  it('takes an amount off once, spread over the courses it applies to, and never below zero', async () => {
    const { ada, grace, token, code, make } = await shopping();
    await make('TENOFF', { kind: 'amount', amountOff: 10 });
    const cart = cartOf((await apply(token, code('TENOFF'))).body);
    // $10 over $40 and $25: $6.15 and $3.85 (in proportion, to the cent).
    expect(cart).toMatchObject({ subtotal: 90, discount: 10, total: 80 });
    expect(cart.courseIds.map((course) => course.discountedPrice)).toEqual([33.85, 21.15, null]);

    const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
    expect((await t.post('/api/admin/coupons', { code: code('SITE500'), kind: 'amount', amountOff: 500 }, admin)).status).toBe(201);
    const free = cartOf((await apply(token, code('SITE500'))).body);
    expect(free).toMatchObject({ subtotal: 90, discount: 90, total: 0, coupon: { description: '$500.00 off your order' } });
    expect(free.courseIds.map((course) => [course.id, course.discountedPrice])).toEqual([
      [ada.sql.id, 0],
      [ada.web.id, 0],
      [grace.web.id, 0],
    ]);
  });

  it('refuses a code with a message for each reason, and leaves the cart as it was', async () => {
    const { ada, grace, student, token, code, make } = await shopping();
    // The clock stands at 2026-03-02T09:00Z.
    await make('SOON', { kind: 'percent', percentOff: 10, startsAt: '2026-04-01T15:00:00Z' });
    await make('OVER', { kind: 'percent', percentOff: 10, endsAt: '2026-03-01T00:00:00Z' });
    const gone = await make('GONE', { kind: 'percent', percentOff: 10, maxRedemptions: 2 });
    await t.db.updateTable('coupons').set({ redemptions: 2 }).where('id', '=', gone.id).execute();
    const off = await make('OFF', { kind: 'percent', percentOff: 10 });
    await t.request('PATCH', `/api/educator/coupons/${off.id}`, { token: ada.token, body: { enabled: false } });
    const elsewhere = await insertCourse(t.db, { educatorId: grace.user.id, priceCents: 1000 });
    await make('ELSEWHERE', { kind: 'percent', percentOff: 10, courseId: elsewhere.id }, grace.token);

    const refusals: [string, number, string][] = [
      ['NO-SUCH-CODE', 404, 'There is no coupon with this code. Check it and try again.'],
      ['not a code!', 404, 'There is no coupon with this code. Check it and try again.'],
      [code('SOON'), 409, "This coupon can't be used yet: it starts on April 1, 2026 at 3:00 PM UTC."],
      [code('OVER'), 409, 'This coupon has ended: it could be used until March 1, 2026 at 12:00 AM UTC.'],
      [code('GONE'), 409, 'This coupon has been used up.'],
      [code('OFF'), 409, 'This coupon is no longer available.'],
      [code('ELSEWHERE'), 409, "This coupon doesn't apply to any course in your cart."],
    ];
    for (const [tried, status, message] of refusals) {
      const response = await apply(token, tried);
      expect([tried, response.status, messageOf(response)]).toEqual([tried, status, message]);
    }
    expect(cartOf((await t.get('/api/cart', token)).body)).toMatchObject({ coupon: null, discount: 0, total: 90 });
    expect(await t.db.selectFrom('cart_coupons').selectAll().where('student_id', '=', student.id).execute()).toEqual([]);

    // A refused code does not take away one that was applied.
    await make('GOOD', { kind: 'percent', percentOff: 10 });
    expect((await apply(token, code('GOOD'))).status).toBe(200);
    expect((await apply(token, code('OVER'))).status).toBe(409);
    expect(cartOf((await t.get('/api/cart', token)).body).coupon).toMatchObject({ code: code('GOOD') });
    const blank = await apply(token, '   ');
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toBe('code: is required');
  });

  it('stops a student guessing codes: ten unknown codes in 15 minutes, then 429; codes that exist do not count, other students are not held up', async () => {
    const { token, code, make } = await shopping();
    await make('REAL', { kind: 'percent', percentOff: 10 });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await apply(token, `GUESS-${attempt}`)).status).toBe(404);
      if (attempt < 10) expect((await apply(token, code('REAL'))).status).toBe(200);
    }
    const stopped = await apply(token, 'GUESS-11');
    expect(stopped.status).toBe(429);
    expect(messageOf(stopped)).toBe("Too many codes that don't exist. Try again in 15 minutes.");
    // Counted per student.
    const other = await shopping();
    expect((await apply(other.token, 'GUESS-12')).status).toBe(404);
  });

  it('says so when an applied coupon stops applying, takes nothing off, and is refused at checkout until removed', async () => {
    const { ada, student, token, code, make } = await shopping();
    const coupon = await make('LATER-OFF', { kind: 'percent', percentOff: 10 });
    expect((await apply(token, code('LATER-OFF'))).status).toBe(200);
    await t.request('PATCH', `/api/educator/coupons/${coupon.id}`, { token: ada.token, body: { enabled: false } });

    const cart = cartOf((await t.get('/api/cart', token)).body);
    expect(cart).toMatchObject({
      subtotal: 90,
      discount: 0,
      total: 90,
      coupon: { code: code('LATER-OFF'), unavailable: { reason: 'disabled', message: 'This coupon is no longer available.' } },
    });
    expect(cart.courseIds.every((course) => course.discountedPrice === null)).toBe(true);
    const refused = await t.request('POST', '/api/cart/checkout', { token, body: { expectedTotal: 90 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'coupon_unavailable',
      message: 'This coupon is no longer available. Remove it from your cart, then check out again.',
    });
    expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    expect(cartOf((await t.get('/api/cart', token)).body).courseIds).toHaveLength(3);

    // Its courses leave the cart: it applies to nothing there.
    await t.request('PATCH', `/api/educator/coupons/${coupon.id}`, { token: ada.token, body: { enabled: true } });
    for (const course of [ada.sql, ada.web]) await t.request('DELETE', `/api/cart/${course.id}`, { token });
    expect(cartOf((await t.get('/api/cart', token)).body).coupon?.unavailable).toEqual({
      reason: 'nothing-eligible',
      message: "This coupon doesn't apply to any course in your cart.",
    });
  });
});
