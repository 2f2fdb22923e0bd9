import {
  isCompleted,
  useAllEnrollments,
  useStudent,
  useStudentEnrollments,
  useStudents,
  type Enrollment,
  type Id,
  type StudentSummary,
} from '@lectern/shared-sdk';
import { listOrEmpty, recordStatus } from '../../shared/admin-reads';

interface StudentsData {
  students: StudentSummary[];
  enrollments: Enrollment[];
}

interface StudentTotals {
  students: number;
  /** Enrolments under 100 % progress. */
  activeCourses: number;
  completions: number;
}

export function studentTotals({ students, enrollments }: StudentsData): StudentTotals {
  const completions = enrollments.filter(isCompleted).length;
  return { students: students.length, activeCourses: enrollments.length - completions, completions };
}

/** Every student and every enrolment. Spec section 8: admin list loads fail silently to empty lists. */
export function useStudentList(): StudentsData & { loading: boolean } {
  const students = useStudents();
  const enrollments = useAllEnrollments();
  return {
    loading: students.isPending || enrollments.isPending,
    students: listOrEmpty(students.data),
    enrollments: listOrEmpty(enrollments.data),
  };
}

/** One student and their enrolments; `student` is null when there is no such student or it could not be read (no toast). */
export function useStudentDetail(id: Id | null) {
  const student = useStudent(id);
  const enrollments = useStudentEnrollments(id);
  const { missing, loading } = recordStatus(id, student, [enrollments]);
  return {
    loading,
    student: missing ? null : (student.data ?? null),
    enrollments: listOrEmpty(enrollments.data),
  };
}
