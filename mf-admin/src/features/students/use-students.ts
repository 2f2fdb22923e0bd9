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

const noStudents: StudentSummary[] = [];
const noEnrollments: Enrollment[] = [];

/** Every student and every enrolment. Spec section 8: admin list loads fail silently to empty lists. */
export function useStudentList(): StudentsData & { loading: boolean } {
  const students = useStudents();
  const enrollments = useAllEnrollments();
  return {
    loading: students.isPending || enrollments.isPending,
    students: students.data ?? noStudents,
    enrollments: enrollments.data ?? noEnrollments,
  };
}

/** One student and their enrolments; `student` is null when there is no such student or it could not be read (no toast). */
export function useStudentDetail(id: Id | null) {
  const student = useStudent(id);
  const enrollments = useStudentEnrollments(id);
  const missing =
    id === null || (student.data === undefined && student.isError) || (enrollments.data === undefined && enrollments.isError);
  return {
    loading: !missing && (student.isPending || enrollments.isPending),
    student: missing ? null : (student.data ?? null),
    enrollments: enrollments.data ?? noEnrollments,
  };
}
