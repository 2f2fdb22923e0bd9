import { isCompleted, useMyEnrollments, type Enrollment } from '@lectern/shared-sdk';

/** Spec section 9: the dashboard's 'Continue Learning' list shows the first 3 enrolments. */
export const CONTINUE_LEARNING_LIMIT = 3;

interface EnrollmentTotals {
  total: number;
  completed: number;
  inProgress: number;
}

function summariseEnrollments(enrollments: Enrollment[]): EnrollmentTotals {
  const completed = enrollments.filter(isCompleted).length;
  return { total: enrollments.length, completed, inProgress: enrollments.length - completed };
}

interface StudentDashboard {
  loading: boolean;
  totals: EnrollmentTotals;
  continueLearning: Enrollment[];
}

export function useDashboard(): StudentDashboard {
  const enrollments = useMyEnrollments();
  // Spec section 8: enrolments failing to load give an empty list, silently.
  const list = enrollments.isError ? [] : (enrollments.data ?? []);
  return {
    loading: enrollments.isPending,
    totals: summariseEnrollments(list),
    continueLearning: list.slice(0, CONTINUE_LEARNING_LIMIT),
  };
}
