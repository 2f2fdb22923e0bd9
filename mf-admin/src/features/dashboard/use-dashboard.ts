import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, notify, useApi, type Course, type Stats } from '@lectern/shared-sdk';

/** Spec section 9: the admin dashboard lists at most 3 pending courses. */
export const PENDING_COURSES_LIMIT = 3;

export interface AdminTotals {
  students: number;
  educators: number;
  courses: number;
  activeEducators: number;
}

const zeroTotals: AdminTotals = { students: 0, educators: 0, courses: 0, activeEducators: 0 };

export function totalsFromStats(stats: Stats): AdminTotals {
  return {
    students: stats.students,
    educators: stats.educators ?? 0,
    courses: stats.courses,
    activeEducators: stats.activeEducators ?? 0,
  };
}

export interface AdminDashboard {
  statsLoading: boolean;
  totals: AdminTotals;
  pendingLoading: boolean;
  pendingCourses: Course[];
  /** Resolves true when the course was approved. */
  approve: (course: Course) => Promise<boolean>;
}

export function useDashboard(): AdminDashboard {
  const api = useApi();
  const [totals, setTotals] = useState<AdminTotals | null>(null);
  const [pending, setPending] = useState<Course[] | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Spec section 8: dashboard loads fail silently; a failed refresh keeps what is shown.
  const loadStats = useCallback(async () => {
    try {
      const stats = await api.getStats();
      if (mounted.current) setTotals(totalsFromStats(stats));
    } catch {
      if (mounted.current) setTotals((current) => current ?? zeroTotals);
    }
  }, [api]);

  const loadPending = useCallback(async () => {
    try {
      const courses = await api.listPendingCourses(PENDING_COURSES_LIMIT);
      if (mounted.current) setPending(courses.slice(0, PENDING_COURSES_LIMIT));
    } catch {
      if (mounted.current) setPending((current) => current ?? []);
    }
  }, [api]);

  useEffect(() => {
    void loadStats();
    void loadPending();
  }, [loadStats, loadPending]);

  const approve = useCallback(
    async (course: Course) => {
      try {
        await api.approveCourse(course.id);
      } catch (error) {
        notify.error('Failed to approve course', error instanceof ApiError ? error.message : undefined);
        return false;
      }
      notify.success('Course approved!', 'The course is now available for enrollment.');
      if (mounted.current) setPending((current) => (current ?? []).filter((item) => item.id !== course.id));
      // Refill the list from the server (more may be waiting) and bring the counters up to date.
      void loadPending();
      void loadStats();
      return true;
    },
    [api, loadPending, loadStats],
  );

  return {
    statsLoading: totals === null,
    totals: totals ?? zeroTotals,
    pendingLoading: pending === null,
    pendingCourses: pending ?? [],
    approve,
  };
}
