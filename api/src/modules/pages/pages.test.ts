import { contentPageSlugs } from '@lectern/shared-sdk/pages/domain';
import {
  contentPageListSchema,
  contentPageResponseSchema,
  contentPageSavedSchema,
  contentPageVersionsSchema,
  contentPreviewSchema,
} from '@lectern/shared-sdk/pages/schemas';
import type { UserRow } from '../../db/schema';
import { insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { contactMessagesPerAddress, pagesText } from './pages.routes';

describeEachDatabase("the site's own pages", (t) => {
  let admin: UserRow;
  let adminToken: string;
  let otherAdminToken: string;
  const page = async (slug: string) => contentPageResponseSchema.parse((await t.get(`/api/pages/${slug}`)).body).page;
  const save = (slug: string, body: unknown, token = adminToken) => t.request('PUT', `/api/admin/pages/${slug}`, { body, token });

  beforeAll(async () => {
    admin = await insertUser(t.db, { role: 'admin', name: 'Ada Admin', email: 'ada.admin@lectern.test' });
    adminToken = await t.tokenFor(admin);
    otherAdminToken = await t.tokenFor(await insertUser(t.db, { role: 'admin', name: 'Bo Admin', email: 'bo.admin@lectern.test' }));
  });

  it('answers every footer page to anyone, with words and HTML from the start', async () => {
    for (const slug of contentPageSlugs) {
      const read = await page(slug);
      expect(read.title.length).toBeGreaterThan(3);
      expect(read.html).toMatch(/<p>/);
      expect(read.version).toBeGreaterThanOrEqual(1);
    }
    expect((await page('privacy')).title).toBe('Privacy policy');
  });

  it.each(['nope', 'About', '..%2Fadmin', 'about%00', 'x'.repeat(41)])('answers 404 or 400 for /api/pages/%s, never more', async (slug) => {
    const response = await t.get(`/api/pages/${slug}`);
    expect([400, 404]).toContain(response.status);
  });

  it('renders Markdown safely: raw HTML is text, script links are dropped, headings start at h2', async () => {
    const current = await page('terms');
    const markdown =
      '# Rules\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) [home](/courses) [mdn](https://developer.mozilla.org)\n\n<img src=x onerror=alert(1)>';
    const response = await save('terms', { title: 'Terms of service', markdown, baseVersion: current.version });
    expect(response.status).toBe(200);
    const { html } = contentPageSavedSchema.parse(response.body).page;
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="/courses">home</a>');
    expect(html).toContain('<a href="https://developer.mozilla.org" rel="noopener noreferrer nofollow">mdn</a>');
    expect((await page('terms')).html).toBe(html);
  });

  it('saves each change as a new version with who made it, and keeps the history', async () => {
    const before = await page('privacy');
    const edited = `${before.markdown}\n\nWe keep contact messages for one year.`;
    const saved = await save('privacy', { title: 'Privacy policy', markdown: edited, baseVersion: before.version });
    expect(saved.status).toBe(200);
    expect(messageOf(saved)).toBe(pagesText.saved);
    expect((await page('privacy')).markdown).toBe(edited);
    expect((await page('privacy')).version).toBe(before.version + 1);

    // Saving the same words again adds nothing.
    const again = await save('privacy', { title: 'Privacy policy', markdown: edited, baseVersion: before.version + 1 });
    expect(messageOf(again)).toBe(pagesText.unchanged);

    const history = contentPageVersionsSchema.parse((await t.get('/api/admin/pages/privacy/versions', adminToken)).body).versions;
    expect(history.map((version) => version.version)).toEqual([before.version + 1, before.version]);
    expect(history[0]?.editedBy).toEqual({ id: admin.id, name: 'Ada Admin' });
    expect(history.at(-1)?.editedBy).toBeNull();

    const listed = contentPageListSchema.parse((await t.get('/api/admin/pages', adminToken)).body).pages;
    expect(listed.map((entry) => entry.slug).sort()).toEqual([...contentPageSlugs].sort());
    expect(listed.find((entry) => entry.slug === 'privacy')).toMatchObject({ version: before.version + 1, updatedBy: { name: 'Ada Admin' } });
  });

  it('refuses a save made over another admin’s, and of 30 saves at once keeps exactly one', async () => {
    const before = await page('help');
    const first = await save('help', { title: 'Help', markdown: 'First answer', baseVersion: before.version }, otherAdminToken);
    expect(first.status).toBe(200);
    const late = await save('help', { title: 'Help', markdown: 'Second answer', baseVersion: before.version });
    expect(late.status).toBe(409);
    expect(messageOf(late)).toBe(pagesText.savedMeanwhile('Bo Admin'));
    expect((await page('help')).markdown).toBe('First answer');

    const base = before.version + 1;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => save('help', { title: 'Help', markdown: `Answer ${index}`, baseVersion: base })),
    );
    expect(burst.filter((response) => response.status === 200)).toHaveLength(1);
    expect(burst.filter((response) => response.status === 409)).toHaveLength(29);
    expect((await page('help')).version).toBe(base + 1);
  });

  it('lets only admins list, edit and preview, and refuses bad input with a message', async () => {
    const student = await t.tokenFor(await insertUser(t.db));
    const educator = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
    const body = { title: 'About', markdown: 'Taken over', baseVersion: 1 };
    expect((await save('about', body, student)).status).toBe(403);
    expect((await save('about', body, educator)).status).toBe(403);
    expect((await t.request('PUT', '/api/admin/pages/about', { body })).status).toBe(401);
    expect((await t.get('/api/admin/pages', student)).status).toBe(403);
    expect((await t.post('/api/admin/pages/preview', { markdown: 'x' }, educator)).status).toBe(403);
    expect((await page('about')).markdown).not.toBe('Taken over');

    const current = (await page('about')).version;
    for (const bad of [
      { title: '', markdown: 'x', baseVersion: current },
      { title: 'About', markdown: 'a\u0000b', baseVersion: current },
      { title: 'About', markdown: 'x'.repeat(50_001), baseVersion: current },
      { title: 'About', markdown: 'x', baseVersion: 'latest' },
    ]) {
      const response = await save('about', bad);
      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/title|markdown|baseVersion/);
    }
    expect((await save('nope', body)).status).toBe(404);
    expect((await page('about')).version).toBe(current);

    const preview = contentPreviewSchema.parse((await t.post('/api/admin/pages/preview', { markdown: '**bold** <b>x</b>' }, adminToken)).body);
    expect(preview.html).toBe('<p><strong>bold</strong> &lt;b&gt;x&lt;/b&gt;</p>\n');
  });

  it('keeps a contact message and mails it to every active admin, and limits how many one address sends', async () => {
    const message = { name: 'Lena Park', email: 'Lena.Park@example.com', subject: 'Invoice for my school', message: 'Hello,\nwe need an invoice.' };
    const sent = await t.request('POST', '/api/contact', { body: message, remoteAddress: '203.0.113.7' });
    expect(sent.status).toBe(201);
    expect(messageOf(sent)).toBe(pagesText.contactSent);
    const kept = await t.db.selectFrom('contact_messages').selectAll().where('subject', '=', 'Invoice for my school').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ name: 'Lena Park', email: 'lena.park@example.com', message: 'Hello,\nwe need an invoice.', user_id: null });
    // The API answers once the message is kept and mailed.
    expect(t.mail.messagesTo('ada.admin@lectern.test')).toHaveLength(1);
    const mail = t.mail.messagesTo('bo.admin@lectern.test').at(-1)?.raw ?? '';
    expect(mail).toMatch(/Subject: Contact form: Invoice for my school/);
    expect(mail).toContain('lena.park@example.com');

    for (const bad of [
      { ...message, email: 'not-an-address' },
      { ...message, message: '' },
      { ...message, name: 'x\u0000' },
    ]) {
      const response = await t.request('POST', '/api/contact', { body: bad, remoteAddress: '203.0.113.8' });
      expect(response.status).toBe(400);
    }
    const address = '203.0.113.9';
    const burst = await Promise.all(
      Array.from({ length: contactMessagesPerAddress.limit + 5 }, () => t.request('POST', '/api/contact', { body: message, remoteAddress: address })),
    );
    expect(burst.filter((response) => response.status === 201)).toHaveLength(contactMessagesPerAddress.limit);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(5);
  });
});
