import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { demoAccounts, type DemoRole } from '../../fixtures/demo-accounts';
import { apiRequest, apiSignIn, firstEnrolledVideo, listCourses } from '../../fixtures/api-client';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { PRESENTATION } from '../../fixtures/axe';
import { NetworkQuiet } from '../../pages/network-quiet';

const widths = [390, 800, 1366];

/** Opens each page at each width and reports every one whose document is wider than the window. */
async function overflowing(page: Page, pages: string[]): Promise<string[]> {
  const wide: string[] = [];
  const network = new NetworkQuiet(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await network.settled();
      const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
        // The innermost element that reaches past the window's right edge, to name in the failure.
        const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5);
        const innermost = past.find((element) => !past.some((other) => other !== element && element.contains(other)));
        const describe = (element: Element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').slice(0, 60)}`;
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          culprit: innermost ? describe(innermost) : 'none found',
        };
      });
      if (scrollWidth !== innerWidth) wide.push(`${path} at ${width} px: ${scrollWidth} px wide (${culprit})`);
    }
  }
  return wide;
}

type Ids = Record<string, number>;
const idsOf = async (role: DemoRole): Promise<Ids> => {
  const { token } = await apiSignIn(demoAccounts[role].email, demoAccounts[role].password);
  if (role === 'student') return firstEnrolledVideo(token);
  if (role === 'educator') {
    const { body } = await apiRequest<{ courses: Array<{ id: number }> }>('GET', '/api/courses/my', { token });
    return { courseId: body.courses[0]!.id };
  }
  // The people with the longest e-mail addresses: the widest text these pages show.
  const longest = (people: Array<{ id: number; email: string }>) => [...people].sort((a, b) => b.email.length - a.email.length)[0]!.id;
  const students = await apiRequest<Array<{ id: number; email: string }>>('GET', '/api/users/students', { token });
  const educators = await apiRequest<Array<{ id: number; email: string }>>('GET', '/api/users/educators', { token });
  const { courses } = await listCourses({});
  return { studentId: longest(students.body), educatorId: longest(educators.body), courseId: courses[0]!.id };
};

const pagesOf: Record<DemoRole, (ids: Ids) => string[]> = {
  student: ({ courseId, videoId }) => [
    paths.student.dashboard(),
    paths.student.myLearning(),
    paths.student.learn(courseId!),
    paths.student.video(courseId!, videoId!),
    paths.student.cart(),
    paths.student.wishlist(),
    paths.student.profile(),
    paths.roleNotifications('student'),
    paths.roleNotificationSettings('student'),
    paths.courseDetail(courseId!),
  ],
  educator: ({ courseId }) => [
    paths.educator.dashboard(),
    paths.educator.courses(),
    paths.educator.course(courseId!),
    paths.educator.insights(courseId!),
    paths.educator.editCourse(courseId!),
    paths.educator.addCourse(),
    paths.educator.students(),
    paths.educator.questions(),
    paths.educator.profile(),
    paths.roleNotifications('educator'),
    paths.roleNotificationSettings('educator'),
  ],
  admin: ({ studentId, educatorId, courseId }) => [
    paths.admin.dashboard(),
    paths.admin.students(),
    paths.admin.student(studentId!),
    paths.admin.educators(),
    paths.admin.addEducator(),
    paths.admin.educator(educatorId!),
    paths.admin.courses(),
    paths.admin.course(courseId!),
    paths.admin.pages(),
    paths.admin.page('privacy'),
    paths.admin.profile(),
    paths.roleNotifications('admin'),
    paths.roleNotificationSettings('admin'),
  ],
};

test.describe('no page scrolls sideways at 390, 800 and 1366 px', PRESENTATION, () => {
  test('signed out', async ({ page }) => {
    // Thirty-three page loads, each until its network is quiet for half a second, as the signed-in tests below.
    test.setTimeout(120_000);
    const { courses } = await listCourses({});
    const pages = [
      paths.home(),
      paths.courses(),
      paths.courseDetail(courses[0]!.id),
      paths.login(),
      paths.signup(),
      paths.forgotPassword(),
      paths.contentPage('help'),
      paths.contentPage('contact'),
      paths.contentPage('cookies'),
      '/no/such/page',
      // A mail's unsubscribe link whose key is not one of ours: the page says so.
      paths.unsubscribe('not-a-key'),
    ];
    expect(await overflowing(page, pages)).toEqual([]);
  });

  for (const role of ['student', 'educator', 'admin'] as const) {
    test(`in the ${role} area`, async ({ page, signIn }) => {
      // Up to thirty-nine page loads (the admin's thirteen pages at three widths).
      test.setTimeout(180_000);
      await signIn(role);
      expect(await overflowing(page, pagesOf[role](await idsOf(role)))).toEqual([]);
    });
  }
});
