import { parseDuration } from '@lectern/shared-sdk/core/duration';

/**
 * A course's stated length in minutes ('12h 30m' → 750), kept beside the text (courses.length_minutes) so the
 * catalogue can filter by length; null when the text says nothing usable.
 */
export function statedLengthMinutes(duration: string): number | null {
  const parts = parseDuration(duration);
  const minutes = parts ? parts.hours * 60 + parts.minutes : 0;
  return minutes > 0 ? minutes : null;
}
