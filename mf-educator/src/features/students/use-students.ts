import { completionPercent, isCompleted, percent, useMyStudents, type EducatorStudentRow } from '@lectern/shared-sdk';
import { useEducatorTotals } from '../../shared/course-figures';

interface StudentStats {
  /** Distinct people, as the API counts them (the dashboard's and the profile's figure too). */
  total: number;
  /** The table's rows: one per student per course. */
  enrollments: number;
  /** Completed enrolments, and their share of all enrolments. */
  completed: number;
  completionRate: number;
  /** Over the enrolments. */
  averageProgress: number;
  /** People with at least one course not completed. */
  active: number;
}

function studentStats(rows: readonly EducatorStudentRow[], total: number): StudentStats {
  const enrollments = rows.length;
  const completed = rows.filter(isCompleted).length;
  const averageProgress = enrollments > 0 ? Math.round(rows.reduce((sum, row) => sum + completionPercent(row), 0) / enrollments) : 0;
  const active = new Set(rows.filter((row) => !isCompleted(row)).map((row) => row.studentId)).size;
  return { total, enrollments, completed, completionRate: percent(completed, enrollments), averageProgress, active };
}

/**
 * Everyone enrolled in the educator's courses, a row per enrolment; the headline counts people once (the API's
 * figure). A list that cannot be read toasts and shows as empty.
 */
export function useStudents() {
  const students = useMyStudents({ failure: 'Failed to fetch students' });
  const figures = useEducatorTotals([]);
  const rows = students.data ?? [];
  return { loading: students.isPending || figures.loading, rows, stats: studentStats(rows, figures.totals.students) };
}
