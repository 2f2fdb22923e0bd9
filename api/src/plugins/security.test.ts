import { describeEachDatabase } from '../testing/test-app';

describeEachDatabase('security headers and CORS', (t) => {
  it('sends the security headers on API responses', async () => {
    const { headers } = await t.get('/api/stats');

    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    const csp = String(headers['content-security-policy']);
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('allows the configured front-end origins', async () => {
    const response = await t.request('GET', '/api/stats', { headers: { origin: 'http://localhost:3002' } });

    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  });

  it('answers a preflight from an allowed origin with the methods and headers it may use', async () => {
    const response = await t.request('OPTIONS', '/api/auth/login', {
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    // The sign-in sends and receives its device cookie across the two origins of the site.
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow other origins', async () => {
    const response = await t.request('GET', '/api/stats', { headers: { origin: 'https://evil.example' } });

    // (Without an allowed origin, a browser reads nothing, cookies or not.)
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeEachDatabase(
  'CORS with configured origins',
  (t) => {
    it('allows exactly CORS_ORIGINS', async () => {
      const allowed = await t.request('GET', '/api/stats', { headers: { origin: 'https://app.lectern.dev' } });
      const localhost = await t.request('GET', '/api/stats', { headers: { origin: 'http://localhost:3000' } });

      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.lectern.dev');
      expect(localhost.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { CORS_ORIGINS: 'https://app.lectern.dev,https://admin.lectern.dev' } },
);
