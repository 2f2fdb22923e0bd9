import type { ChangeFeed, NotificationsHeard } from '../../db/change-feed';
import { CATCH_UP_BATCH, CATCH_UP_SPACING_MS, createNotificationBus } from './notification-bus';

/**
 * After PostgreSQL's listening connection comes back, every open stream must read what it missed: 2,000 streams woken
 * at once all read through a pool of ten connections with a deadline, and most missed it (issue 50). They are woken
 * in batches instead.
 */
describe('the notification bus catching up after its listening connection came back', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wakes every stream, a batch at a time, spaced out; a wake-up for named people stays immediate', () => {
    let heard: NotificationsHeard = () => {};
    const feed = { onNotifications: (listener: NotificationsHeard) => ((heard = listener), () => {}) } as unknown as ChangeFeed;
    const bus = createNotificationBus({ changeFeed: feed });
    const woken: number[] = [];
    const people = 2000;
    for (let id = 1; id <= people; id += 1) bus.subscribe(id, () => woken.push(id));

    heard([7]);
    expect(woken).toEqual([7]);
    woken.length = 0;

    heard('all');
    expect(woken).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(woken).toHaveLength(CATCH_UP_BATCH);
    jest.advanceTimersByTime(CATCH_UP_SPACING_MS);
    expect(woken).toHaveLength(2 * CATCH_UP_BATCH);
    jest.advanceTimersByTime((people / CATCH_UP_BATCH) * CATCH_UP_SPACING_MS);
    expect(new Set(woken).size).toBe(people);
    expect(woken).toHaveLength(people);
    bus.close();
  });

  it('wakes nobody after it closed', () => {
    let heard: NotificationsHeard = () => {};
    const feed = { onNotifications: (listener: NotificationsHeard) => ((heard = listener), () => {}) } as unknown as ChangeFeed;
    const bus = createNotificationBus({ changeFeed: feed });
    const woken: number[] = [];
    for (let id = 1; id <= 300; id += 1) bus.subscribe(id, () => woken.push(id));
    heard('all');
    bus.close();
    jest.advanceTimersByTime(10_000);
    expect(woken).toEqual([]);
  });
});
