import { parseDuration } from '@lectern/shared-sdk/core/duration';

/**
 * A lesson's length in seconds as its educator stated it ('1h 5m'), kept beside the text (videos.length_seconds) so
 * the database can compare plays with it; null when the text says nothing usable (then what players report counts).
 */
export function statedLengthSeconds(duration: string): number | null {
  const parts = parseDuration(duration);
  const seconds = parts ? (parts.hours * 60 + parts.minutes) * 60 : 0;
  return seconds > 0 ? seconds : null;
}
