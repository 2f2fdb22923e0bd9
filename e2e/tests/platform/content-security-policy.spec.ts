import { expect, test } from '../../fixtures/test';
import { urls } from '../../fixtures/stack-config';
import { ANY_DATABASE } from '../../fixtures/databases';

/**
 * QUALITY.md, Headers: the shell's page runs under a CSP that allows scripts only from the shell and the remotes
 * and frames only from the YouTube embed origin. Every other test fails on any CSP report in the console, which
 * proves the platform works under the policy; this one proves the policy is really enforced.
 */
test.describe('content security policy', ANY_DATABASE, () => {
  test('the page is served with the policy QUALITY.md lists', async ({ request }) => {
    const response = await request.get('/courses');
    const policy = response.headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com']);
    const scriptSources = directives.get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    // The lesson player's YouTube IFrame Player API.
    expect(scriptSources).toContain('https://www.youtube.com');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    for (const area of ['mf-public', 'mf-student', 'mf-educator', 'mf-admin'] as const) expect(scriptSources).toContain(urls.remote(area));
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('a script or a frame from another origin is blocked, a YouTube embed is not', async ({ browser }) => {
    // A context of its own: the blocked attempts below would otherwise fail this test's console check.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/courses');
    await expect(page.getByText(/Showing [\d–]+ of \d+ courses/)).toBeVisible();

    const blocked = await page.evaluate(async () => {
      const reports: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.effectiveDirective} ${event.blockedURI}`));
      const inject = (tag: 'script' | 'iframe', properties: { src?: string; textContent?: string }) =>
        document.body.append(Object.assign(document.createElement(tag), properties));
      inject('script', { src: 'https://cdn.attacker.example/steal.js' });
      inject('script', { textContent: 'window.__inlineRan = true;' });
      inject('iframe', { src: 'https://frames.attacker.example/' });
      inject('iframe', { src: 'https://www.youtube-nocookie.com/embed/PkZNo7MFNFg' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { reports, inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true };
    });

    expect(blocked.inlineRan).toBe(false);
    expect(blocked.reports).toEqual(
      expect.arrayContaining([
        'script-src-elem https://cdn.attacker.example/steal.js',
        'script-src-elem inline',
        // Chromium reports a blocked cross-origin frame by its origin only.
        'frame-src https://frames.attacker.example',
      ]),
    );
    expect(blocked.reports.filter((report) => report.includes('youtube'))).toEqual([]);
    await context.close();
  });
});
