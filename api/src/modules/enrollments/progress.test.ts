import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('is the whole percent of videos watched, rounded down', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(0, 5)).toBe(0);
  });

  it('reaches 100 only when every video is watched', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
  });

  it('is 0 for a course without videos', () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});
