import { isCompleted, percent, useMyStudents, type EducatorStudentRow } from '@lectern/shared-sdk';

interface StudentStats {
  total: number;
  completed: number;
  completionRate: number;
  averageProgress: number;
  active: number;
}

function studentStats(rows: readonly EducatorStudentRow[]): StudentStats {
  const total = rows.length;
  const completed = rows.filter(isCompleted).length;
  const averageProgress = total > 0 ? Math.round(rows.reduce((sum, row) => sum + row.progress, 0) / total) : 0;
  return { total, completed, completionRate: percent(completed, total), averageProgress, active: total - completed };
}

/** Everyone enrolled in the educator's courses; a list that cannot be read toasts and shows as empty. */
export function useStudents() {
  const students = useMyStudents({ failure: 'Failed to fetch students' });
  const rows = students.data ?? [];
  return { loading: students.isPending, rows, stats: studentStats(rows) };
}
