export interface DurationParts {
  hours: number;
  minutes: number;
}

const durationPattern = /^(?:(\d{1,4})\s*h)?\s*(?:(\d{1,2})\s*m)?$/i;

/** '2h 30m' | '2h' | '45m' → parts; null when the text is not in that form or minutes exceed 59. */
export function parseDuration(text: string): DurationParts | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = durationPattern.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (minutes > 59) return null;
  return { hours, minutes };
}

/** Parts → '{h}h {m}m', '{h}h' or '{m}m' (spec section 5); '' when both are zero. */
export function formatDuration({ hours, minutes }: DurationParts): string {
  const h = Math.max(0, Math.floor(hours));
  const m = Math.max(0, Math.floor(minutes));
  if (h > 0 && m > 0) return `${h}h ${m}m`;
  if (h > 0) return `${h}h`;
  if (m > 0) return `${m}m`;
  return '';
}

export function durationToMinutes(text: string): number {
  const parts = parseDuration(text);
  return parts ? parts.hours * 60 + parts.minutes : 0;
}

export function minutesToDuration(totalMinutes: number): string {
  const total = Math.max(0, Math.round(totalMinutes));
  return formatDuration({ hours: Math.floor(total / 60), minutes: total % 60 });
}

/** A position in a video as a player shows it: 0:05, 12:34, 1:02:03 (whole seconds, rounded down). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
