/** Spec section 9: above 1000 students reads 'X.XK+'. */
export function formatStudentCount(count: number): string {
  return count > 1000 ? `${(count / 1000).toFixed(1)}K+` : String(count);
}

/** Rating to one decimal, or 'N/A' when nobody rated. */
export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'N/A';
}

/** 'November 2026' for the profile headers. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** 'Nov 22, 2026' for tables. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Spec: an enrolment is completed when progress is 100 or the completed flag is set. */
export function isCompleted(enrollment: { progress: number; completed: boolean }): boolean {
  return enrollment.completed || enrollment.progress >= 100;
}
