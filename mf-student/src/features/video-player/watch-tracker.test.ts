import { REPORT_EVERY_MS, WatchTracker } from './watch-tracker';

/** Plays `seconds` of the lesson from `from`, one sample a second at `rate`, starting at wall time `start` (ms). */
function play(tracker: WatchTracker, { from, seconds, start, rate = 1 }: { from: number; seconds: number; start: number; rate?: number }) {
  for (let second = 0; second <= seconds; second += 1) tracker.sample(from + second * rate, true, start + second * 1000);
}

/** One look at the player: its time in seconds, whether it is playing, and the wall time in ms. */
type Sample = [time: number, playing: boolean, now: number];

describe('WatchTracker', () => {
  it('counts the seconds played, not the position, and sends each second once', () => {
    const tracker = new WatchTracker(7, { now: 0 });
    play(tracker, { from: 100, seconds: 8, start: 0 });
    expect(tracker.take(108, 600, 8000)).toEqual({ videoId: 7, position: 108, played: 8, duration: 600 });
    expect(tracker.take(108, 600, 8500)).toBeNull();
    // Paused and moved by the learner: a new position, nothing played.
    tracker.sample(300, false, 9000);
    expect(tracker.take(300, 600, 9000)).toEqual({ videoId: 7, position: 300, played: 0, duration: 600 });
  });

  it.each<{ what: string; samples: Sample[]; played: number }>([
    {
      what: 'counts the seconds up to a pause and from the start of playing',
      samples: [
        [40, false, 0],
        [40, true, 100],
        [41, true, 1100],
        [41.6, false, 1700],
        [41.6, false, 2700],
      ],
      played: 1.6,
    },
    {
      what: 'does not count a seek, a step back or a pause as playing',
      samples: [
        [10, true, 0],
        [250, true, 1000],
        [240, true, 2000],
        [240, false, 3000],
        [250, false, 4000],
      ],
      played: 0,
    },
  ])('$what', ({ samples, played }) => {
    const tracker = new WatchTracker(7, { now: 0 });
    for (const [time, playing, now] of samples) tracker.sample(time, playing, now);
    const [time, , now] = samples.at(-1)!;
    expect(tracker.take(time, null, now)).toMatchObject({ played });
  });

  it('counts double speed as twice the seconds', () => {
    const tracker = new WatchTracker(7, { now: 0 });
    play(tracker, { from: 250, seconds: 5, start: 5000, rate: 2 });
    expect(tracker.take(260, null, 10_000)).toMatchObject({ played: 10 });
  });

  it('is due every ten seconds while playing, and once at 90 % of the lesson', () => {
    const tracker = new WatchTracker(7, { now: 0, alreadyPlayed: 80, duration: 100 });
    expect(tracker.due(true, 100, REPORT_EVERY_MS - 1)).toBe(false);
    expect(tracker.due(false, 100, REPORT_EVERY_MS)).toBe(false);
    expect(tracker.due(true, 100, REPORT_EVERY_MS)).toBe(true);
    tracker.take(5, 100, REPORT_EVERY_MS);

    play(tracker, { from: 10, seconds: 10, start: REPORT_EVERY_MS });
    expect(tracker.due(true, 100, REPORT_EVERY_MS + 10_000 - 1)).toBe(true);
    expect(tracker.due(true, 100, REPORT_EVERY_MS + 10_000 - 1)).toBe(false);
  });

  it('does not announce 90 % again for a lesson already played that far', () => {
    const tracker = new WatchTracker(7, { now: 0, alreadyPlayed: 95, duration: 100 });
    play(tracker, { from: 0, seconds: 3, start: 0 });
    expect(tracker.due(true, 100, 3000)).toBe(false);
  });
});
