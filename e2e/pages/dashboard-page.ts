import type { Locator, Page } from '@playwright/test';
import type { Role } from '@lectern/shared-sdk/users/schemas';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The student dashboard's greeting: 'Welcome, Name!' for a new account (no course yet), 'Welcome back, Name!' once
 * they have one. A test that knows which says so; others accept both.
 */
export function studentGreeting(userName: string, who: 'new' | 'returning' | 'either' = 'either'): RegExp {
  const words = { new: 'Welcome', returning: 'Welcome back', either: 'Welcome(?: back)?' }[who];
  return new RegExp(`${words}, ${escapeRegExp(userName)}!`);
}

/** Each area's dashboard announces itself with one level-1 heading. */
export function dashboardHeading(page: Page, role: Role, userName: string): Locator {
  if (role === 'student') return page.getByRole('heading', { level: 1, name: studentGreeting(userName) });
  const name = { educator: 'Educator Dashboard', admin: 'Admin Dashboard' }[role];
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The counters each dashboard shows (spec: Student, Educator and Admin dashboard). */
export const dashboardCounters: Record<Role, readonly string[]> = {
  student: ['Total Courses', 'Completed', 'In Progress'],
  educator: ['My Courses', 'Total Students'],
  admin: ['Total Students', 'Total Educators', 'Total Courses', 'Active Educators'],
};
