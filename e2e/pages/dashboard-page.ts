import type { Locator, Page } from '@playwright/test';
import type { Role } from '@lectern/shared-sdk/users/schemas';

/** Each area's dashboard announces itself with one level-1 heading. */
export function dashboardHeading(page: Page, role: Role, userName: string): Locator {
  const name = { student: `Welcome back, ${userName}!`, educator: 'Educator Dashboard', admin: 'Admin Dashboard' }[role];
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The counters each dashboard shows (spec: Student, Educator and Admin dashboard). */
export const dashboardCounters: Record<Role, readonly string[]> = {
  student: ['Total Courses', 'Completed', 'In Progress'],
  educator: ['My Courses', 'Total Students'],
  admin: ['Total Students', 'Total Educators', 'Total Courses', 'Active Educators'],
};
