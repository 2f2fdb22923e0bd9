import { lastWeekStarts, weekStartOf } from '@lectern/shared-sdk/insights/domain';

/**
 * The weeks a chart covers: ISO weeks (Monday, UTC), oldest first, the last one holding `now`. Its rows are read from
 * `from` (the first Monday) up to `until` (just after now): ISO text compares as time, so an index on the timestamp
 * serves the range on both databases.
 */
export interface Span {
  weekStarts: string[];
  from: string;
  until: string;
  /** When each week ends, exclusive: the next Monday, and `until` for the current week. */
  weekEnds: string[];
}

export function spanOf(now: Date, weeks: number): Span {
  const weekStarts = lastWeekStarts(now, weeks);
  // Stored times have milliseconds: "up to now, included" is "before the next millisecond".
  const until = new Date(now.getTime() + 1).toISOString();
  const weekEnds = weekStarts.map((_, index) => (index + 1 < weekStarts.length ? `${weekStarts[index + 1]}T00:00:00.000Z` : until));
  return { weekStarts, from: `${weekStarts[0]}T00:00:00.000Z`, until, weekEnds };
}

/** Sums per day (the database groups by `substr(time, 1, 10)`) folded into the span's weeks; every week is there, zeros included. */
export function foldDays<Key extends string>(span: Span, keys: readonly Key[], days: ({ day: string } & Record<Key, number | string | null>)[]) {
  const weeks = new Map(span.weekStarts.map((weekStart) => [weekStart, Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>]));
  for (const day of days) {
    const week = weeks.get(weekStartOf(day.day));
    if (!week) continue;
    for (const key of keys) week[key] += Number(day[key] ?? 0);
  }
  return weeks;
}
