import type { WatchReportInput } from '@lectern/shared-sdk';

/** How often a playing lesson is reported, in milliseconds (the server bounds each report by the time between them). */
export const REPORT_EVERY_MS = 10_000;
/** The share of a lesson that, once played, makes it watched (the server decides; the player reports at once). */
const WATCHED_SHARE = 0.9;
/** YouTube plays at most twice as fast: a larger jump between two samples is a seek, not playing. */
const FASTEST_RATE = 2;

/**
 * Counts the seconds of a lesson actually played, from the player's time sampled about once a second: a forward
 * step no larger than the wall time allows at the fastest speed is playing; a jump, a step back or a pause is not.
 * It says when a report is due (every REPORT_EVERY_MS while playing, and once when the lesson crosses 90 %) and
 * hands out each report's figures once.
 */
export class WatchTracker {
  private lastTime: number | undefined;
  private lastSampleAt: number | undefined;
  private wasPlaying = false;
  private lastReportAt: number;
  private unsent = 0;
  private played: number;
  private sentPosition: number | undefined;
  private crossed: boolean;

  constructor(
    private readonly videoId: number,
    { alreadyPlayed = 0, duration = null, now }: { alreadyPlayed?: number; duration?: number | null; now: number },
  ) {
    this.played = alreadyPlayed;
    this.lastReportAt = now;
    this.crossed = duration !== null && alreadyPlayed >= duration * WATCHED_SHARE;
  }

  /**
   * One look at the player: where it is and whether it is playing, at `now` (milliseconds). The step since the
   * previous look counts when the player was playing then, so the seconds up to a pause or the end count too;
   * look once more when it starts playing, so the first seconds do.
   */
  sample(time: number, playing: boolean, now: number): void {
    if (this.wasPlaying && this.lastTime !== undefined && this.lastSampleAt !== undefined) {
      const step = time - this.lastTime;
      const wall = (now - this.lastSampleAt) / 1000;
      // A second of slack: the player's clock and the page's timers do not tick together.
      if (step > 0 && step <= wall * FASTEST_RATE + 1) {
        this.unsent += step;
        this.played += step;
      }
    }
    this.lastTime = time;
    this.lastSampleAt = now;
    this.wasPlaying = playing;
  }

  /** Whether a report should go now: the interval has passed while playing, or the lesson has just crossed 90 %. */
  due(playing: boolean, duration: number | null, now: number): boolean {
    if (!this.crossed && duration !== null && duration > 0 && this.played >= duration * WATCHED_SHARE) {
      this.crossed = true;
      return true;
    }
    return playing && now - this.lastReportAt >= REPORT_EVERY_MS;
  }

  /** The next report, or null when nothing has changed since the last one. Its played seconds are then sent. */
  take(position: number, duration: number | null, now: number): WatchReportInput | null {
    const at = Math.max(0, Math.round(position * 1000) / 1000);
    if (this.unsent === 0 && at === this.sentPosition) return null;
    const report: WatchReportInput = { videoId: this.videoId, position: at, played: Math.round(this.unsent * 1000) / 1000 };
    if (duration !== null && duration > 0) report.duration = duration;
    this.unsent = 0;
    this.sentPosition = at;
    this.lastReportAt = now;
    return report;
  }
}
