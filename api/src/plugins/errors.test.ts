import Fastify from 'fastify';
import { describeEachDatabase, messageOf } from '../testing/test-app';
import { errors } from './errors';

describeEachDatabase('error responses', (t) => {
  const login = (payload: string, contentType = 'application/json') =>
    t.request('POST', '/api/auth/login', { payload, headers: { 'content-type': contentType } });

  it("answers an unknown route with 404 'Route not found'", async () => {
    const response = await t.get('/api/nothing-here');

    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe('Route not found');
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['an empty body', ''],
    ['a prototype-poisoning body', '{"__proto__": {"isAdmin": true}, "email": "a@gmail.com", "password": "x"}'],
  ])("answers %s with 400 'Request body is not valid JSON'", async (_case, payload) => {
    const response = await login(payload);

    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Request body is not valid JSON');
  });

  it('answers a JSON value that is not an object with 400 naming the body', async () => {
    const response = await login('["a@gmail.com"]');

    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('body: must be a JSON object');
  });

  it('answers another content type with 415', async () => {
    const response = await login('email=a@gmail.com', 'text/plain');

    expect(response.status).toBe(415);
    expect(messageOf(response)).toBe('Unsupported Content-Type: send the body as application/json');
  });

  it('answers a body over 100 KB with 413', async () => {
    const response = await login(JSON.stringify({ email: 'a@gmail.com', password: 'x'.repeat(110 * 1024) }));

    expect(response.status).toBe(413);
    expect(messageOf(response)).toBe('Request body is too large (at most 100 KB)');
  });
});

describe('server errors', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errors, { bodyLimitBytes: 1024 });
    app.get('/bug', async () => {
      throw new Error('secret table name users_v2 is broken');
    });
    app.get('/database-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('hides the details of an unexpected error behind a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('users_v2');
  });

  it('answers 503 while the database cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-down' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Try again shortly.' });
    expect(response.headers['retry-after']).toBe('5');
  });
});
