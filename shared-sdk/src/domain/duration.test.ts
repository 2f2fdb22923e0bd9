import { durationToMinutes, formatClock, formatDuration, minutesToDuration, parseDuration } from './duration';

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
