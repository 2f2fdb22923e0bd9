import type { Request } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { TelemetryReport } from '@lectern/shared-sdk';
import { expect, test } from '../../fixtures/test';
import { listCourses } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';

test(
  'the browser reports each area it ran, and the Web Vitals of the page by its route pattern, never its address',
  ANY_DATABASE,
  async ({ page }) => {
    const reports: TelemetryReport[] = [];
    const statuses: number[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/telemetry') {
        reports.push(...(request.postDataJSON() as { reports: TelemetryReport[] }).reports);
      }
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/telemetry') statuses.push(response.status());
    });

    const [course] = (await listCourses({ limit: 1 })).courses;
    await page.goto(paths.courseDetail(course?.id ?? 0));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    // An input ends the largest-paint measurement (reported when the browser is next idle); batches go every 5 s.
    await page.mouse.click(2, 300);

    await expect
      .poll(() => reports.filter((report) => report.kind === 'session').map((report) => report.area))
      .toEqual(expect.arrayContaining(['shell', 'mf_public']));
    expect(reports).toContainEqual({ kind: 'session', area: 'mf_public', release: 'working' });
    await expect
      .poll(() => reports.find((report) => report.kind === 'vital' && report.metric === 'LCP'), { timeout: 15_000 })
      .toMatchObject({ area: 'mf_public', release: 'working', page: '/courses/:courseId', value: expect.any(Number) });
    // Pages are patterns: no report carries the course's id (nor any other number) in its page.
    const pages = reports.flatMap((report) => (report.kind === 'vital' ? [report.page] : []));
    expect(pages.filter((reported) => /\d/.test(reported))).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  },
);
