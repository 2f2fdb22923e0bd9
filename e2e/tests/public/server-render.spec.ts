import { expect, test } from '../../fixtures/test';
import { formatStudentCount } from '@lectern/shared-sdk/core/format';
import { firstEnrolledVideo, getCourse, getPublicStats, listCourses, tokenOf } from '../../fixtures/api-client';
import { CataloguePage } from '../../pages/catalogue-page';
import { HomePage } from '../../pages/home-page';
import { decodeHtml } from '../../fixtures/html-text';
import { ANY_DATABASE } from '../../fixtures/databases';

/** What a crawler or a link preview reads: the page's HTML, fetched without a browser. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(path, test.info().project.use.baseURL).href);
  return { status: response.status, body: await response.text() };
}

function meta(body: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(body);
  return tag ? decodeHtml(tag[1] ?? '') : undefined;
}

const titleOf = (body: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
const h1Of = (body: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '');

test.describe('server-rendered public pages', ANY_DATABASE, () => {
  test('the home page HTML holds the hero, the statistics and the featured courses', async () => {
    const [{ status, body }, stats, catalogue] = await Promise.all([html('/'), getPublicStats(), listCourses({ limit: 3 })]);
    expect(status).toBe(200);
    expect(h1Of(body)).toBe('Learn new skills, at your own pace');
    expect(titleOf(body)).toBe('Lectern · Learn new skills, at your own pace');
    expect(meta(body, 'og:title')).toBe(titleOf(body));
    expect(body).toContain(`>${formatStudentCount(stats.students)}</dd>`);
    expect(body).toContain(`>${stats.courses}+</dd>`);
    for (const course of catalogue.courses) expect(decodeHtml(body)).toContain(course.title);
    // Rendered by the production builds the browser runs: a development build labels its class names
    // ('lectern-5htpnl-MuiPaper-root'), and the browser would then insert every style of the page again.
    expect(body).toMatch(/class="[^"]*\blectern-[a-z0-9]+[" ]/);
    expect(body).not.toMatch(/\blectern-[a-z0-9]+-Mui/);
  });

  test('the catalogue HTML lists the page of courses its query asks for, with a title of its own', async () => {
    const all = await listCourses({ limit: 12 });
    const { body } = await html('/courses');
    expect(h1Of(body)).toBe('Explore Courses');
    expect(titleOf(body)).toBe('Explore courses · Lectern');
    expect(meta(body, 'description')).toContain(`${all.total} courses`);
    expect(all.courses).toHaveLength(12);
    for (const course of all.courses) expect(decodeHtml(body)).toContain(course.title);

    const paid = await listCourses({ price: 'paid', sort: 'price-asc', limit: 12 });
    const filtered = await html('/courses?price=paid&sort=price-asc');
    expect(titleOf(filtered.body)).toBe('Explore paid courses · Lectern');
    const order = paid.courses.map((course) => decodeHtml(filtered.body).indexOf(`>${course.title}<`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(filtered.body).toContain(
      `<link rel="canonical" href="${new URL('/courses?sort=price-asc&amp;price=paid', test.info().project.use.baseURL).href}" />`,
    );
  });

  test('a course page HTML carries its title, description, Open Graph, Twitter card and Course JSON-LD with the price', async () => {
    const [first] = (await listCourses({ price: 'paid' })).courses;
    const course = await getCourse(first!.id);
    const { status, body } = await html(`/courses/${course.id}`);
    expect(status).toBe(200);
    expect(h1Of(body)).toBe(course.title);
    expect(titleOf(body)).toBe(`${course.title} · Lectern`);
    // The description, cut at a word for a search result.
    const description = meta(body, 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(course.description.replace(/\s+/g, ' ').startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(meta(body, 'og:title')).toBe(course.title);
    expect(meta(body, 'og:type')).toBe('product');
    expect(meta(body, 'og:price:amount')).toBe(course.price.toFixed(2));
    expect(meta(body, 'og:price:currency')).toBe('USD');
    expect(meta(body, 'twitter:title')).toBe(course.title);
    for (const module of course.modules) expect(decodeHtml(body)).toContain(module.title);

    const scripts = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
    expect(jsonLd['@context']).toBe('https://schema.org');
    expect(jsonLd['@type']).toBe('Course');
    expect(jsonLd.name).toBe(course.title);
    expect(jsonLd.description).toBe(course.description);
    expect(jsonLd.provider).toMatchObject({ '@type': 'Organization', name: 'Lectern' });
    expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'USD' });
  });

  test('a course page is the same document until it changes: a repeated conditional GET answers 304; a signed-in area is never for a shared cache', async () => {
    const [first] = (await listCourses()).courses;
    const address = new URL(`/courses/${first!.id}`, test.info().project.use.baseURL).href;
    const [one, two] = [await fetch(address), await fetch(address)];
    const etag = one.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(two.headers.get('etag')).toBe(etag);
    expect(await two.text()).toBe(await one.text());
    expect(one.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');

    const held = await fetch(address, { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');

    // Signed out, a signed-in area's page is a redirect to /login, which no cache keeps either.
    for (const path of ['/student', '/educator', '/admin']) {
      const page = await fetch(new URL(path, test.info().project.use.baseURL).href, { redirect: 'manual' });
      expect(page.status).toBe(302);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('an unknown course answers 404 with the not-found content; robots.txt points to a sitemap of every approved course', async () => {
    const missing = await html('/courses/987654');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.body)).toBe('Course not found · Lectern');

    const robots = await html('/robots.txt');
    expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    const sitemap = await html('/sitemap.xml');
    const all = await listCourses({ limit: 100 });
    for (const course of all.courses) expect(sitemap.body).toContain(`/courses/${course.id}</loc>`);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});

test.describe('without JavaScript', ANY_DATABASE, () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the catalogue and a course page and follows the links between them', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    // No script runs, so the page never becomes interactive: the HTML is all there is.
    await page.goto('/courses');
    await expect(catalogue.heading).toBeVisible();
    const { courses, total, totalAll } = await listCourses({ limit: 12 });
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(total, totalAll));
    await expect(catalogue.titles).toHaveText(courses.map((course) => course.title));

    const course = courses[1]!;
    await catalogue.cards.filter({ hasText: course.title }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Course Content' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Lectern' }).click();
    await expect(page).toHaveURL(/\/$/);
    const home = new HomePage(page);
    await expect(home.featuredCards).toHaveCount(3);
    await home.viewAll.click();
    await expect(catalogue.heading).toBeVisible();

    // The search box is a form: Enter asks the server for the filtered page.
    const matching = await listCourses({ q: course.title, limit: 12 });
    await catalogue.search.fill(course.title);
    await catalogue.search.press('Enter');
    await expect(page).toHaveURL(/\/courses\?q=/);
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(matching.total, totalAll));
    await expect(catalogue.titles.filter({ hasText: course.title })).toHaveCount(1);
  });
});

test.describe('hydration', ANY_DATABASE, () => {
  test('takes over the server HTML without a warning and without fetching what the HTML holds', async ({ page, consoleErrors }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    for (const path of ['/', '/courses', '/courses/1']) {
      await page.goto(path);
      // Every script loaded and run: the page is hydrated.
      await page.waitForLoadState('networkidle');
    }
    expect(apiCalls).toEqual([]);
    // Nothing failed to load either: the demo covers are drawn by the site itself.
    const warnings = consoleErrors.messages.filter((message) => /^\[(error|warning|pageerror)\]/.test(message));
    expect(warnings).toEqual([]);

    // The page is live: a link moves without a new document, as in the client-rendered app.
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    documents.length = 0;
    await new HomePage(page).viewAll.click();
    await expect(new CataloguePage(page).heading).toBeVisible();
    expect(documents).toEqual([]);
  });

  test('a signed-in student opening a course they own sees Continue Learning after hydration, without a layout shift', async ({ page, signIn }) => {
    const account = await signIn('student');
    const { courseId } = await firstEnrolledVideo(await tokenOf(account));
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The server sends everyone the signed-out page…
    const served = await html(`/courses/${courseId}`);
    expect(served.body).toContain('Enroll Now');
    // …and the student's browser turns it into theirs.
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});
