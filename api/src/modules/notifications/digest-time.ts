/** The hour (UTC) the daily digests go out. */
export const DIGEST_HOUR_UTC = 7;

/**
 * When a notification made at `at` may leave in its person's daily digest: the next 07:00 UTC after it. A fixed hour,
 * rather than 24 h after the first one waiting, gives everyone one summary a day at a predictable time, and gathers a
 * day's events (enrollments in the evening, new lessons at night) into that one mail.
 */
export function nextDigestAt(at: Date): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), DIGEST_HOUR_UTC));
  if (next.getTime() <= at.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
