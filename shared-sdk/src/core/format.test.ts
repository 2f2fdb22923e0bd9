import { formatStudentCount, formatRating, completionPercent, initials, isCompleted, percent, formatTimeAgo } from './format';
import { formatPrice, formatDollars, formatCount, dollarsToCents, centsToDollars } from './money';

describe('display helpers', () => {
  it('shows student counts above 1000 as X.XK+', () => {
    expect(formatStudentCount(999)).toBe('999');
    expect(formatStudentCount(1000)).toBe('1000');
    expect(formatStudentCount(1250)).toBe('1.3K+');
  });

  it('shows ratings to one decimal or N/A', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBe('N/A');
  });

  it('shows Free for 0 and dollars otherwise', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(49.99)).toBe('$49.99');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('writes dollars and counts as en-US does, thousands grouped', () => {
    const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0, 0.5, 9.99, 49.995, 1000, 1234.5, 999999.99, 1234567.891, -5, -1234.5]) {
      expect(formatDollars(amount)).toBe(intlDollars.format(amount));
    }
    for (const count of [0, 7, 999, 1000, 12500, 1234567, -4200, 1234.5]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('converts money without floating-point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it("calls an enrolment complete by Lectern's completion, which waits for the quizzes, not by the spec's lesson count", () => {
    // Every lesson watched, the quiz not passed: the spec's fields say done, Lectern's screens do not.
    const lessonsDone = { progress: 100, completed: true, completion: { percent: 75, complete: false } };
    expect(isCompleted(lessonsDone)).toBe(false);
    expect(completionPercent(lessonsDone)).toBe(75);
    expect(isCompleted({ completion: { percent: 100, complete: true } })).toBe(true);
    expect(completionPercent({ completion: { percent: 99, complete: true } })).toBe(100);
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 0)).toBe(0);
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it.each([
    ['2026-11-23T11:59:30.000Z', 'just now'],
    ['2026-11-23T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-23T10:00:00.000Z', '2 hours ago'],
    ['2026-11-22T11:00:00.000Z', 'yesterday'],
    ['2026-11-09T12:00:00.000Z', '2 weeks ago'],
    ['2025-10-01T12:00:00.000Z', 'last year'],
  ])('says how long ago %s was', (iso, expected) => {
    expect(formatTimeAgo(iso, now)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Maya Chen', 'MC'],
    ['ada lovelace byron', 'AL'],
    ['  Plato  ', 'P'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
