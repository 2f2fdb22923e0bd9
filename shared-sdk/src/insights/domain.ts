/** How many weeks the insight and trend charts cover unless the caller asks for another span. */
export const INSIGHT_WEEKS_DEFAULT = 12;
export const INSIGHT_WEEKS_MIN = 4;
export const INSIGHT_WEEKS_MAX = 52;
/** A learner who has not finished and has not watched for this many days counts as stopped at their last lesson. */
export const STOPPED_AFTER_DAYS = 14;
/** A lesson counts as watched through once this share of its length has really been played. */
export const WATCHED_THROUGH_SHARE = 0.9;
/** How many courses the admin's "top this month" lists. */
export const TOP_COURSES_COUNT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week holding `at`, as YYYY-MM-DD: weeks are ISO weeks, in UTC like every stored time. */
export function weekStartOf(at: Date | string): string {
  const date = new Date(at);
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` weeks that end with the one holding `now`, oldest first, each as its Monday (YYYY-MM-DD). */
export function lastWeekStarts(now: Date, count: number): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** The spans a page of insights or trends offers, in weeks. */
export const WEEK_SPANS: readonly number[] = [12, 26, 52];

/** The span an address names (?weeks=), or the default: what the page's reads are keyed by (and prefetched with). */
export function weeksOf(params: URLSearchParams): number {
  const asked = Number(params.get('weeks'));
  return WEEK_SPANS.includes(asked) ? asked : INSIGHT_WEEKS_DEFAULT;
}
