import { useEffect, useState } from 'react';
import { isCompleted, useApi, type Enrollment } from '@lectern/shared-sdk';

/** Spec section 9: the dashboard's 'Continue Learning' list shows the first 3 enrolments. */
export const CONTINUE_LEARNING_LIMIT = 3;

export interface EnrollmentTotals {
  total: number;
  completed: number;
  inProgress: number;
}

export function summariseEnrollments(enrollments: Enrollment[]): EnrollmentTotals {
  const completed = enrollments.filter(isCompleted).length;
  return { total: enrollments.length, completed, inProgress: enrollments.length - completed };
}

export interface StudentDashboard {
  loading: boolean;
  totals: EnrollmentTotals;
  continueLearning: Enrollment[];
}

export function useDashboard(): StudentDashboard {
  const api = useApi();
  const [enrollments, setEnrollments] = useState<Enrollment[] | null>(null);

  useEffect(() => {
    let active = true;
    api.listMyEnrollments().then(
      (response) => {
        if (active) setEnrollments(response.enrollments);
      },
      // Spec section 8: enrolments failing to load give an empty list, silently.
      () => {
        if (active) setEnrollments([]);
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  const list = enrollments ?? [];
  return {
    loading: enrollments === null,
    totals: summariseEnrollments(list),
    continueLearning: list.slice(0, CONTINUE_LEARNING_LIMIT),
  };
}
