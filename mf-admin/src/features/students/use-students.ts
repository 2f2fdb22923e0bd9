import { useCallback } from 'react';
import { isCompleted, useApi, type Enrollment, type StudentSummary } from '@lectern/shared-sdk';
import { useLoad } from '../../shared/use-load';

export interface StudentsData {
  students: StudentSummary[];
  enrollments: Enrollment[];
}

export interface StudentTotals {
  students: number;
  /** Enrolments under 100 % progress. */
  activeCourses: number;
  completions: number;
}

export function studentTotals({ students, enrollments }: StudentsData): StudentTotals {
  const completions = enrollments.filter(isCompleted).length;
  return { students: students.length, activeCourses: enrollments.length - completions, completions };
}

/** Spec section 8: admin list loads fail silently to empty lists. */
export function useStudents() {
  const api = useApi();
  const load = useCallback(async (): Promise<StudentsData> => {
    const [students, enrollments] = await Promise.all([
      api.listStudents().catch(() => []),
      api.listAllEnrollments().then((body) => body.enrollments, () => []),
    ]);
    return { students, enrollments };
  }, [api]);
  return useLoad(load);
}
