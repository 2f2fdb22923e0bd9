import { paths } from '@lectern/shared-sdk';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest, apiSignIn, approveCourse, createCourse, createEducator, uniqueName } from '../../fixtures/api-client';
import { mailFor, startSecondApi, stopSecondApi } from '../../fixtures/harness-client';
import { signInContext } from '../../fixtures/render-session';
import { urls } from '../../fixtures/stack-config';
import { gotoInteractive } from '../../pages/interactive';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

// Two API instances share one PostgreSQL database: its outbox and, through LISTEN/NOTIFY, the live stream. On SQLite
// the API is one process owning its file, so tests/postgres runs only with the suite on PostgreSQL (playwright.config.ts).

test.describe('notifications across two API instances (issue 39)', ALSO_ON_POSTGRES, () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await startSecondApi();
  });
  test.afterAll(async () => {
    await stopSecondApi();
  });

  test("a course sent back through one instance reaches the educator's browser, connected to the other, live and by one mail", async ({
    browser,
  }) => {
    const educator = await createEducator(uniqueName('E2E Two instances'));
    const session = await apiSignIn(educator.email, educator.password);
    const course = await createCourse({ title: uniqueName('Across instances'), modules: [{ title: 'Basics', videos: ['Welcome'] }] }, session.token);
    const mailsBefore = (await mailFor(educator.email)).length;

    // The educator's pages talk to the first instance (the shell's API), their live stream included.
    const context = await browser.newContext();
    await signInContext(context, urls.shell, session);
    const page = await context.newPage();
    await gotoInteractive(page, paths.educator.course(course.id));
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // The admin's call goes to the second instance.
    const reason = `Made on the other instance (${uniqueName('reason')}).`;
    const sentBack = await apiRequest('PATCH', `/api/courses/${course.id}/send-back`, {
      origin: urls.secondApi,
      token: await adminToken(),
      body: { reason },
    });
    expect(sentBack.status).toBe(200);

    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });

    // Both instances send from the one outbox: the educator gets that mail once. Approving the course (through the
    // first instance) is the marker: once its mail is in, the senders have long passed the first one's.
    await approveCourse(course.id);
    await expect.poll(async () => (await mailFor(educator.email)).length - mailsBefore, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const mails = (await mailFor(educator.email)).slice(mailsBefore);
    expect(mails.filter((mail) => mail.text.includes(reason))).toHaveLength(1);
    expect(mails).toHaveLength(2);

    await context.close();
  });
});
