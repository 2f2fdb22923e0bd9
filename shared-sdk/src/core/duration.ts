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

/** The longest duration stored ('9999h 59m'): the stored form allows four digits of hours. */
const maxMinutes = 9999 * 60 + 59;

const unitMinutes: Record<string, number> = {};
for (const name of ['h', 'hr', 'hrs', 'hour', 'hours']) unitMinutes[name] = 60;
for (const name of ['m', 'min', 'mins', 'minute', 'minutes']) unitMinutes[name] = 1;
for (const name of ['s', 'sec', 'secs', 'second', 'seconds']) unitMinutes[name] = 1 / 60;

/** One amount with its unit: '8 hours', '1.5h', '90 min', '30m', '15s'. */
const amountPattern = /(\d{1,6}(?:\.\d{1,3})?)\s*([a-z]+)/giy;
/** Between amounts: spaces, a comma, or 'and' ('1 hour and 20 minutes'). */
const separatorPattern = /\s*(?:,|\band\b)?\s*/iy;

function humanMinutes(text: string): number | null {
  let position = 0;
  let total = 0;
  let lastUnit = Infinity;
  let count = 0;
  while (position < text.length) {
    if (count > 0) {
      separatorPattern.lastIndex = position;
      const separator = separatorPattern.exec(text);
      position += separator ? separator[0].length : 0;
    }
    amountPattern.lastIndex = position;
    const match = amountPattern.exec(text);
    if (!match) return null;
    const unit = unitMinutes[(match[2] ?? '').toLowerCase()];
    // Each unit once, largest first: '2h 30m', never '30m 2h' or '1h 1h'.
    if (unit === undefined || unit >= lastUnit) return null;
    lastUnit = unit;
    total += Number(match[1]) * unit;
    position = amountPattern.lastIndex;
    count += 1;
  }
  return count > 0 ? total : null;
}

/** '10:30' (minutes:seconds) or '1:02:03' (hours:minutes:seconds), as a video player shows a length. */
function clockMinutes(text: string): number | null {
  const match = /^(?:(\d{1,4}):)?(\d{1,4}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return null;
  return hours * 60 + minutes + seconds / 60;
}

export type DurationNormalization = { text: string } | { error: 'unreadable' | 'zero' | 'too-long' };

/**
 * A duration as people write it, in the stored form ('1h 20m'): the stored form itself, amounts with units ('8 hours',
 * '1.5h', '90 min', '1 hour 20 minutes', '2h 30m', '1 hour and 20 minutes'), and with `clock` (a video's length)
 * '10:30' as minutes and seconds or '1:02:03' as hours, minutes and seconds. Rounded to the minute; a length under
 * half a minute that is not zero counts as one minute. A bare number ('90') says no unit and is not read.
 */
export function normalizeDuration(input: string, { clock = false }: { clock?: boolean } = {}): DurationNormalization {
  const text = input.trim().replace(/\s+/g, ' ');
  const minutes = humanMinutes(text) ?? (clock ? clockMinutes(text) : null);
  if (minutes === null || !Number.isFinite(minutes)) return { error: 'unreadable' };
  if (minutes <= 0) return { error: 'zero' };
  const rounded = Math.max(1, Math.round(minutes));
  if (rounded > maxMinutes) return { error: 'too-long' };
  return { text: minutesToDuration(rounded) };
}
