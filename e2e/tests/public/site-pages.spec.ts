import { contentPageResponseSchema } from '@lectern/shared-sdk/pages/schemas';
import { expect, test } from '../../fixtures/test';
import { apiRequest, uniqueName } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { mailFor } from '../../fixtures/harness-client';
import { Layout } from '../../pages/layout';
import { ALSO_ON_POSTGRES, ANY_DATABASE } from '../../fixtures/databases';

const footerLinks: [string, string][] = [
  ['About', 'About Lectern'],
  ['Contact', 'Contact us'],
  ['Help', 'Help'],
  ['Privacy Policy', 'Privacy policy'],
  ['Terms of Service', 'Terms of service'],
  ['Cookie Policy', 'Cookie policy'],
];

for (const width of [390, 1366]) {
  test(`every footer link opens a page with content at ${width} px`, ANY_DATABASE, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [link, heading] of footerLinks) {
      await page.goto('/courses');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.content-page-body p').first()).not.toBeEmpty();
      await expect(page).toHaveTitle(`${heading} · Lectern`);
    }
  });
}

test('the pages are rendered by the server, with their titles, and listed in the sitemap', ANY_DATABASE, async ({ request }) => {
  const html = await (await request.get('/help')).text();
  expect(html).toContain('<title>Help · Lectern</title>');
  expect(html).toMatch(/<h1[^>]*>Help<\/h1>/);
  expect(html).toContain('How do I enroll in a course?');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of ['about', 'contact', 'help', 'privacy', 'terms', 'cookies']) expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/${slug}</loc>`));
});

test('an admin edits the Privacy page and visitors read the change', ALSO_ON_POSTGRES, async ({ page, signIn, browser }) => {
  const sentence = `${uniqueName('We keep contact messages for one year')}.`;
  await signIn('admin');
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Privacy policy' }).click();
  const text = page.getByRole('textbox', { name: 'Page text (Markdown)' });
  await expect(text).not.toBeEmpty();
  await text.press('ControlOrMeta+End');
  await text.pressSequentially(`\n\n${sentence}`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('page-preview')).toContainText(sentence);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(new Layout(page).toast('Page saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Versions' }).getByText(`by ${demoAccounts.admin.name}`).first()).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/privacy');
  await expect(visitorPage.getByText(sentence)).toBeVisible();
  await visitor.close();
  const { body } = await apiRequest('GET', '/api/pages/privacy');
  expect(contentPageResponseSchema.parse(body).page.markdown).toContain(sentence);
});

test('the contact form reaches the admins by e-mail', ALSO_ON_POSTGRES, async ({ page }) => {
  const subject = uniqueName('Invoices for our school');
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Lena Park');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('lena.park@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello,\nCan you send an invoice for 12 seats?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has reached our admins' })).toBeVisible();

  const mail = await mailFor(demoAccounts.admin.email);
  const received = mail.find((message) => message.subject === `Contact form: ${subject}`);
  expect(received?.text).toContain('lena.park@example.com');
  expect(received?.text).toContain('Can you send an invoice for 12 seats?');
});

test('from the top of the home page, Tab and Enter on the skip link reach the main content', ANY_DATABASE, async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the page, past the top bar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});
