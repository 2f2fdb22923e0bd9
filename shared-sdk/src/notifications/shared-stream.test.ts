import { followAcrossTabs, type StreamHandlers, type TabCoordination } from './shared-stream';

/** One browser's Web Locks and BroadcastChannels, as far as the tabs use them: exclusive locks granted in turn. */
function fakeBrowser(): TabCoordination {
  const waiting = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const channels = new Set<ReturnType<TabCoordination['channel']>>();
  return {
    locks: {
      request: (name, { signal }, callback) =>
        new Promise((resolve, reject) => {
          const run = () => {
            held.add(name);
            void callback().then(
              (value) => {
                grantNext(name);
                resolve(value);
              },
              (error: unknown) => {
                grantNext(name);
                reject(error instanceof Error ? error : new Error(String(error)));
              },
            );
          };
          if (!held.has(name)) return run();
          const queue = waiting.get(name) ?? [];
          waiting.set(name, [...queue, run]);
          signal.addEventListener('abort', () => {
            const line = waiting.get(name) ?? [];
            if (!line.includes(run)) return;
            waiting.set(
              name,
              line.filter((each) => each !== run),
            );
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    },
    channel: () => {
      const channel: ReturnType<TabCoordination['channel']> = {
        onmessage: null,
        // A channel's message reaches every other channel of that name, never its sender.
        postMessage: (message) => {
          for (const other of channels) if (other !== channel) other.onmessage?.({ data: structuredClone(message) });
        },
        close: () => void channels.delete(channel),
      };
      channels.add(channel);
      return channel;
    },
  };
}

/** A tab: what its bell heard, and the streams it opened. */
function tab() {
  const heard: string[] = [];
  const streams: Array<{ handlers: StreamHandlers; stopped: boolean }> = [];
  const handlers: StreamHandlers = {
    onUnread: (unread) => heard.push(`unread ${unread}`),
    onNotification: (notification) => heard.push(`notification ${(notification as { title: string }).title}`),
  };
  const open = (streamHandlers: StreamHandlers) => {
    const stream = { handlers: streamHandlers, stopped: false };
    streams.push(stream);
    return () => {
      stream.stopped = true;
    };
  };
  return { heard, streams, handlers, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one notification stream per browser', () => {
  it("opens one stream for a person's tabs and gives every tab its events", async () => {
    const browser = fakeBrowser();
    const [first, second, third] = [tab(), tab(), tab()];
    const stops = [first, second, third].map((each) => followAcrossTabs(7, each.handlers, each.open, browser));
    await settle();
    expect([first, second, third].map((each) => each.streams.length)).toEqual([1, 0, 0]);

    first.streams[0]?.handlers.onUnread(3);
    first.streams[0]?.handlers.onNotification({ title: 'Course approved' });
    for (const each of [first, second, third]) expect(each.heard).toEqual(['unread 3', 'notification Course approved']);
    stops.forEach((stop) => stop());
  });

  it("hands the stream to a waiting tab when the leader's tab goes, and never to a tab that went while waiting", async () => {
    const browser = fakeBrowser();
    const [first, second, third] = [tab(), tab(), tab()];
    const stopFirst = followAcrossTabs(7, first.handlers, first.open, browser);
    const stopSecond = followAcrossTabs(7, second.handlers, second.open, browser);
    const stopThird = followAcrossTabs(7, third.handlers, third.open, browser);
    await settle();

    stopSecond();
    stopFirst();
    await settle();
    expect(first.streams[0]?.stopped).toBe(true);
    expect(second.streams).toHaveLength(0);
    expect(third.streams).toHaveLength(1);

    // The new leader's events reach the tab that stayed, and nothing reaches the ones that went.
    third.streams[0]?.handlers.onUnread(1);
    expect(third.heard).toEqual(['unread 1']);
    expect(first.heard).toEqual([]);
    stopThird();
  });

  it("keeps each person's stream to their tabs", async () => {
    const browser = fakeBrowser();
    const [ada, ben] = [tab(), tab()];
    const stops = [followAcrossTabs(1, ada.handlers, ada.open, browser), followAcrossTabs(2, ben.handlers, ben.open, browser)];
    await settle();
    expect([ada.streams.length, ben.streams.length]).toEqual([1, 1]);
    ada.streams[0]?.handlers.onUnread(4);
    expect(ben.heard).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it('opens a stream in each tab where the browser cannot share one', () => {
    const [first, second] = [tab(), tab()];
    const stops = [followAcrossTabs(7, first.handlers, first.open, null), followAcrossTabs(7, second.handlers, second.open, null)];
    expect([first.streams.length, second.streams.length]).toEqual([1, 1]);
    stops.forEach((stop) => stop());
    expect(first.streams[0]?.stopped).toBe(true);
  });
});
