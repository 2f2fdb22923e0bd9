import { DEMO_PASSWORD } from '@lectern/api/seed';
import { seedStudents } from '@lectern/api/seed-data';

/**
 * Demo students other areas' tests leave alone (they sign in as the first one), so these flows can enrol,
 * buy and change a password without disturbing them.
 */
export const learner = { ...seedStudents.amara, password: DEMO_PASSWORD };
export const shopper = { ...seedStudents.sofia, password: DEMO_PASSWORD };
export const profileOwner = { ...seedStudents.noah, password: DEMO_PASSWORD };
export const watcher = { ...seedStudents.liam, password: DEMO_PASSWORD };
