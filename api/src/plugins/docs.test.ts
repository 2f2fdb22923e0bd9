import { z } from 'zod';
import { describeEachDatabase } from '../testing/test-app';

const openApiSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

describeEachDatabase('OpenAPI document', (t) => {
  it('documents every route of this issue at /api/docs/json', async () => {
    const response = await t.get('/api/docs/json');

    expect(response.status).toBe(200);
    const document = openApiSchema.parse(response.body);
    expect(document.openapi).toMatch(/^3\.1/);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'GET /api/auth/me',
        'POST /api/auth/send-otp',
        'POST /api/auth/verify-otp',
        'POST /api/auth/reset-password',
        'GET /api/auth/google',
        'GET /api/stats',
        'GET /api/courses',
        'GET /api/courses/{id}',
        'GET /api/courses/my',
        'GET /api/courses/admin/pending',
        'GET /api/enrollments',
        'GET /healthz',
      ]),
    );
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.get('/api/docs/');

    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/html');
  });
});

describeEachDatabase(
  'OpenAPI document in production, asked for with API_DOCS=true',
  (t) => {
    it('is served', async () => {
      expect((await t.get('/api/docs/json')).status).toBe(200);
    });
  },
  { env: { NODE_ENV: 'production', API_DOCS: 'true' } },
);
