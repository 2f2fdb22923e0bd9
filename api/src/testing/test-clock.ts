/** A clock that only moves when told to. */
export class TestClock {
  private current: number;

  constructor(start = '2026-03-02T09:00:00.000Z') {
    this.current = Date.parse(start);
  }

  readonly now = (): Date => new Date(this.current);

  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
