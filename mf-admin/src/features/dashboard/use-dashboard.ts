import { useCallback } from 'react';
import {
  attempt,
  lastWeekStarts,
  notify,
  useApproveCourse,
  usePendingCourses,
  usePlatformTrends,
  useStats,
  type Course,
  type PlatformWeek,
  type Stats,
} from '@lectern/shared-sdk';
import { useWeeksParam } from '@lectern/shared-sdk/ui/weeks-toggle';

import { PENDING_COURSES_LIMIT } from './pending-limit';

export { PENDING_COURSES_LIMIT };

interface AdminTotals {
  students: number;
  educators: number;
  courses: number;
  activeEducators: number;
}

const zeroTotals: AdminTotals = { students: 0, educators: 0, courses: 0, activeEducators: 0 };

function totalsFromStats(stats: Stats): AdminTotals {
  return {
    students: stats.students,
    educators: stats.educators ?? 0,
    courses: stats.courses,
    activeEducators: stats.activeEducators ?? 0,
  };
}

interface AdminDashboard {
  statsLoading: boolean;
  totals: AdminTotals;
  pendingLoading: boolean;
  pendingCourses: Course[];
  approve: (course: Course) => Promise<void>;
}

export function useDashboard(): AdminDashboard {
  // Spec section 8: dashboard loads fail silently (zeros, an empty list); a failed refresh keeps what is shown.
  const stats = useStats();
  const pending = usePendingCourses(PENDING_COURSES_LIMIT);
  const { mutateAsync: approveCourse } = useApproveCourse();

  // The approval reads the pending list (more may be waiting) and the counters again before it resolves.
  const approve = useCallback(
    async (course: Course) => {
      await attempt(approveCourse(course.id), () => notify.success('Course approved!', 'The course is now available for enrollment.'));
    },
    [approveCourse],
  );

  return {
    statsLoading: stats.isPending,
    totals: stats.data ? totalsFromStats(stats.data) : zeroTotals,
    pendingLoading: pending.isPending,
    pendingCourses: (pending.data ?? []).slice(0, PENDING_COURSES_LIMIT),
    approve,
  };
}

/**
 * The platform's weeks over the span the address names (?weeks=, 12 by default) and this month's top courses. Like
 * the rest of the dashboard, a failed read shows as no activity; another span keeps the last one shown until it comes.
 */
export function useTrends() {
  const [weeks, setWeeks] = useWeeksParam();
  const trends = usePlatformTrends(weeks, { keepPrevious: true });
  const quiet: PlatformWeek[] = lastWeekStarts(new Date(), weeks).map((weekStart) => ({
    weekStart,
    newStudents: 0,
    enrollments: 0,
    revenueCents: 0,
    pendingCourses: 0,
  }));
  return {
    weeks,
    setWeeks,
    loading: trends.isPending,
    refreshing: trends.isPlaceholderData,
    platformWeeks: trends.data?.weeks ?? quiet,
    month: trends.data?.month ?? new Date().toISOString().slice(0, 7),
    topCourses: trends.data?.topCourses ?? [],
  };
}
