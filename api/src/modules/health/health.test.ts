import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('health', (t) => {
  it('answers ok while the database answers', async () => {
    const response = await t.get('/healthz');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    await t.db.destroy();

    const response = await t.get('/healthz');

    expect(response.status).toBe(503);
    expect(messageOf(response)).toBe('Database unavailable');
  });
});
