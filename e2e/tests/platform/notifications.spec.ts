import { paths } from '@lectern/shared-sdk';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest, apiSignIn, approveCourse, createCourse, createEducator, uniqueName } from '../../fixtures/api-client';
import { mailFor } from '../../fixtures/harness-client';
import { signInContext } from '../../fixtures/render-session';
import type { ReceivedMail } from '../../fixtures/smtp-sink';
import { urls } from '../../fixtures/stack-config';
import { gotoInteractive } from '../../pages/interactive';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

/** The path and query of the first unsubscribe link in a mail's text (the link names the web app's origin). */
function unsubscribeLinkIn(mail: ReceivedMail): string | null {
  const match = /https?:\/\/[^\s"'<>]+\/unsubscribe\?key=[^\s"'<>]+/.exec(mail.text);
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Waits until the sink holds `count` mails for `email`, and returns them, oldest first. */
async function mailsFor(email: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(async () => (await mailFor(email)).length, { message: `${count} mails to ${email}`, timeout: 30_000 }).toBe(count);
  return mailFor(email);
}

test.describe('notifications (issue 39)', ALSO_ON_POSTGRES, () => {
  test('a course sent back reaches its educator live and by one mail; after unsubscribing, the next one is in the app only', async ({
    page,
    browser,
    signIn,
  }) => {
    // A new educator of their own: their bell and mailbox hold only what this test makes.
    const educator = await createEducator(uniqueName('E2E Notified'));
    const session = await apiSignIn(educator.email, educator.password);
    const course = await createCourse({ title: uniqueName('Sent back course'), modules: [{ title: 'Basics', videos: ['Welcome'] }] }, session.token);
    const mailsBefore = (await mailFor(educator.email)).length;

    // The educator has their course's page open, signed in, in a browser of their own.
    const educatorContext = await browser.newContext();
    await signInContext(educatorContext, urls.shell, session);
    const educatorPage = await educatorContext.newPage();
    await gotoInteractive(educatorPage, paths.educator.course(course.id));
    await expect(educatorPage.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(educatorPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // The admin sends it back with a reason.
    const reason = `Please add a syllabus and a clearer description (${uniqueName('reason')}).`;
    await signIn('admin');
    await gotoInteractive(page, paths.admin.course(course.id));
    await page.getByRole('button', { name: 'Send back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the course back?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(page.getByText('Course sent back', { exact: true })).toBeVisible();

    // The educator's bell shows it without a reload, and its menu holds it with the reason.
    const bell = educatorPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const menu = educatorPage.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^Unread: .*${escapeRegExp(course.title)}`) })).toContainText(reason);
    await educatorPage.keyboard.press('Escape');

    // One mail, with the reason and a working unsubscribe link.
    const [mail, ...others] = (await mailsFor(educator.email, mailsBefore + 1)).slice(mailsBefore);
    expect(others).toEqual([]);
    expect(mail?.text).toContain(reason);
    const link = mail ? unsubscribeLinkIn(mail) : null;
    expect(link, 'the mail carries an unsubscribe link').not.toBeNull();

    // The link works signed out: it asks, then stops e-mails of that kind.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await gotoInteractive(visitorPage, link ?? '/unsubscribe');
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Stop “Course sent back” e-mails?', exact: true })).toBeVisible();
    await visitorPage.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(visitorPage.getByText('You will no longer get “Course sent back” e-mails. You will still see them in the app.')).toBeVisible();
    await visitor.close();

    // The educator edits the course (asking for review again) and the admin sends it back again: it shows in the app, live.
    const edited = await apiRequest('PATCH', `/api/courses/${course.id}`, { token: session.token, body: { description: 'Now with a syllabus.' } });
    expect(edited.status).toBe(200);
    const secondReason = `Still no syllabus (${uniqueName('reason')}).`;
    const sentBackAgain = await apiRequest('PATCH', `/api/courses/${course.id}/send-back`, {
      token: await adminToken(),
      body: { reason: secondReason },
    });
    expect(sentBackAgain.status).toBe(200);
    await expect(educatorPage.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible({ timeout: 15_000 });

    // …and no mail: approving the course (a kind still mailed) is the marker. Once its mail is in, the outbox has
    // passed the second sending-back, which sent nothing.
    await approveCourse(course.id);
    const after = (await mailsFor(educator.email, mailsBefore + 2)).slice(mailsBefore);
    expect(after).toHaveLength(2);
    expect(after.some((each) => each.text.includes(secondReason))).toBe(false);

    await educatorContext.close();
  });
});

test.describe('one live stream per browser (issue 39)', ALSO_ON_POSTGRES, () => {
  test("a person's tabs share one stream: each bell updates, and when the tab holding it closes another takes over", async ({ browser }) => {
    const educator = await createEducator(uniqueName('E2E Many tabs'));
    const session = await apiSignIn(educator.email, educator.password);
    const course = await createCourse({ title: uniqueName('Many tabs course'), modules: [{ title: 'Basics', videos: ['Welcome'] }] }, session.token);
    const sendBack = async (reason: string) => {
      const answer = await apiRequest('PATCH', `/api/courses/${course.id}/send-back`, { token: await adminToken(), body: { reason } });
      expect(answer.status).toBe(200);
    };

    const context = await browser.newContext();
    await signInContext(context, urls.shell, session);
    const streams: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === NOTIFICATION_STREAM_PATH) streams.push(request.url());
    });
    const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await gotoInteractive(tab, paths.educator.course(course.id));
      await expect(tab.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    }
    // Three tabs, one stream (over HTTP/1.1 each stream holds one of the browser's six connections to the API).
    await expect.poll(() => streams.length).toBe(1);

    await sendBack(`First reason (${uniqueName('reason')}).`);
    for (const tab of tabs) await expect(tab.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });

    // The first tab held the stream: closing it hands the stream to another tab, and the bells stay live.
    await tabs[0]?.close();
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBe(2);
    const edited = await apiRequest('PATCH', `/api/courses/${course.id}`, { token: session.token, body: { description: 'Edited again.' } });
    expect(edited.status).toBe(200);
    await sendBack(`Second reason (${uniqueName('reason')}).`);
    for (const tab of tabs.slice(1)) await expect(tab.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible({ timeout: 15_000 });
    expect(streams).toHaveLength(2);

    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
