import { durationToMinutes, formatClock, formatDuration, minutesToDuration, normalizeDuration, parseDuration } from './duration';

describe('duration text', () => {
  it.each([
    ['2h 30m', { hours: 2, minutes: 30 }],
    ['2h', { hours: 2, minutes: 0 }],
    ['45m', { hours: 0, minutes: 45 }],
    ['1h5m', { hours: 1, minutes: 5 }],
  ])('parses %s', (text, parts) => {
    expect(parseDuration(text)).toEqual(parts);
  });

  it.each(['', 'abc', '2h 60m', '90', 'h m', '-1h'])('rejects %p', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('formats hours and minutes the way the forms send them', () => {
    expect(formatDuration({ hours: 2, minutes: 30 })).toBe('2h 30m');
    expect(formatDuration({ hours: 3, minutes: 0 })).toBe('3h');
    expect(formatDuration({ hours: 0, minutes: 15 })).toBe('15m');
    expect(formatDuration({ hours: 0, minutes: 0 })).toBe('');
  });

  it('round-trips through minutes for totals', () => {
    expect(durationToMinutes('1h 5m') + durationToMinutes('55m')).toBe(120);
    expect(minutesToDuration(125)).toBe('2h 5m');
  });
});

describe('formatClock', () => {
  it('shows a position as a player does', () => {
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(754.2)).toBe('12:34');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('normalizeDuration: durations as people write them, in the stored form', () => {
  it.each([
    ['2h 30m', '2h 30m'],
    ['45m', '45m'],
    ['8 hours', '8h'],
    ['1 hour', '1h'],
    ['1.5h', '1h 30m'],
    ['90 min', '1h 30m'],
    ['90 minutes', '1h 30m'],
    ['1 hour 20 minutes', '1h 20m'],
    ['1 hour and 20 minutes', '1h 20m'],
    ['1 hr, 5 mins', '1h 5m'],
    ['2h30m', '2h 30m'],
    ['  2 H  30 M ', '2h 30m'],
    ['2h 60m', '3h'],
    ['0.5 hours', '30m'],
    ['10 min 40 s', '11m'],
    ['20 seconds', '1m'],
  ])('reads %p as %p', (text, stored) => {
    expect(normalizeDuration(text)).toEqual({ text: stored });
  });

  it.each([
    ['10:30', '11m'],
    ['10:29', '10m'],
    ['0:45', '1m'],
    ['0:20', '1m'],
    ['1:02:03', '1h 2m'],
    ['1:02:31', '1h 3m'],
    ['75:00', '1h 15m'],
  ])("reads a video's clock length %p as %p", (text, stored) => {
    expect(normalizeDuration(text, { clock: true })).toEqual({ text: stored });
  });

  it.each(['', 'abc', '90', '8 apples', 'h m', '-1h', '1h 1h', '30m 2h', '2h,', 'eight hours', '1:2:3', '10:60', '1:60:00', '1e3h', 'NaN h'])(
    'refuses %p',
    (text) => {
      expect(normalizeDuration(text, { clock: true })).toEqual({ error: 'unreadable' });
    },
  );

  it('reads the clock form only where asked (a video), refuses zero and more than 9999 hours', () => {
    expect(normalizeDuration('10:30')).toEqual({ error: 'unreadable' });
    expect(normalizeDuration('0h')).toEqual({ error: 'zero' });
    expect(normalizeDuration('0:00', { clock: true })).toEqual({ error: 'zero' });
    expect(normalizeDuration('10000 hours')).toEqual({ error: 'too-long' });
    expect(normalizeDuration('9999h 59m')).toEqual({ text: '9999h 59m' });
  });
});
