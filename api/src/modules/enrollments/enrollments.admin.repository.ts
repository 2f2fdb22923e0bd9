import type { Kysely } from 'kysely';
import type { Enrollment } from '@lectern/shared-sdk/enrollments/schemas';
import type { Database } from '../../db/schema';
import { findEnrollments, type EnrollmentFilter } from './enrollments.query';

export function enrollmentsAdminRepository(db: Kysely<Database>) {
  return {
    /** Enrolments, most recent first, each with its student, course and watched videos. */
    list(filter: Pick<EnrollmentFilter, 'studentId' | 'courseId'> = {}): Promise<Enrollment[]> {
      return findEnrollments(db, filter);
    },
  };
}
