import type { Completion } from './schemas';

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

/** 'November 22, 2026', the day as it was in UTC (a certificate's, a page's last change): the same for every reader. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 'Nov 22, 2026' for tables. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * Whether the enrolment is complete as Lectern's screens say it: every lesson watched and every quiz passed, which is
 * when the certificate is issued (`completion`; the spec's `completed` counts lessons alone, for clients that know
 * nothing of quizzes).
 */
export function isCompleted(enrollment: { completion: Completion }): boolean {
  return enrollment.completion.complete;
}

/** How far the learner is, in whole per cent, as Lectern's progress bars show it (lessons and quizzes together). */
export function completionPercent(enrollment: { completion: Completion }): number {
  return enrollment.completion.complete ? 100 : Math.min(100, Math.max(0, enrollment.completion.percent));
}

/** Whether the learner has begun the course: a lesson marked or played, a quiz passed, or some progress. */
export function isStarted(enrollment: { completion: Completion; watchedVideos: readonly unknown[]; lastWatched?: unknown }): boolean {
  return enrollment.completion.percent > 0 || enrollment.watchedVideos.length > 0 || (enrollment.lastWatched ?? null) !== null;
}

/** An enrolment's state in words: the spec's Completed and In Progress, and Not started before the first lesson. */
export function enrollmentStatus(enrollment: { completion: Completion; watchedVideos: readonly unknown[]; lastWatched?: unknown }) {
  if (isCompleted(enrollment)) return { label: 'Completed', color: 'success' } as const;
  if (isStarted(enrollment)) return { label: 'In Progress', color: 'primary' } as const;
  return { label: 'Not started', color: 'default' } as const;
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '2 hours ago', 'yesterday', 'just now' (under a minute): how long ago `iso` was, seen from `now`. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const [unit, size] = relativeUnits.find(([, length]) => seconds >= length) ?? ['minute', 60];
  return format.format(-Math.floor(seconds / size), unit);
}

/** What an avatar without a picture shows: the first letters of the first two names ('Maya Chen' → 'MC'), or '?'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
