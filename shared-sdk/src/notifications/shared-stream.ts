/**
 * One live stream per browser, not one per tab. Over HTTP/1.1 a browser holds at most six connections to one origin,
 * and each open stream keeps one: five tabs of Lectern would leave the API one connection for every other call, and
 * six would stop them all. So the tabs of one person elect a leader with the Web Locks API: the tab holding the lock
 * opens the stream and passes each event to the others over a BroadcastChannel. When the leader's tab closes (or its
 * person signs out there), its lock goes to a waiting tab, which opens the stream in its place. A browser without
 * either API opens a stream per tab, as before.
 */

/** What a tab does with the stream's events (see use-notification-stream.ts). */
export interface StreamHandlers {
  onUnread: (unread: number) => void;
  onNotification: (notification: unknown) => void;
}

/** What crosses the channel: an event of one person's stream. */
type Relayed = { userId: number; event: 'unread'; unread: number } | { userId: number; event: 'notification'; notification: unknown };

/** The two browser APIs, as far as they are used here (tests pass their own). */
export interface TabCoordination {
  locks: { request(name: string, options: { signal: AbortSignal }, held: () => Promise<void>): Promise<unknown> };
  channel(name: string): { postMessage(message: Relayed): void; close(): void; onmessage: ((event: { data: unknown }) => void) | null };
}

export const STREAM_LOCK_PREFIX = 'lectern-notification-stream:';
export const STREAM_CHANNEL = 'lectern-notifications';

/** The browser's own, when it has both. */
export function browserTabCoordination(): TabCoordination | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || typeof BroadcastChannel === 'undefined') return null;
  return {
    locks: navigator.locks,
    channel: (name) => new BroadcastChannel(name) as unknown as ReturnType<TabCoordination['channel']>,
  };
}

const isRelayed = (data: unknown): data is Relayed =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Relayed).userId === 'number' &&
  ((data as Relayed).event === 'unread' ? typeof (data as { unread?: unknown }).unread === 'number' : (data as Relayed).event === 'notification');

/**
 * Follows one person's notifications in this tab until the returned stop is called: as the leader, through `open`
 * (which opens the stream and returns its stop), or as a follower, through the leader's relayed events.
 */
export function followAcrossTabs(
  userId: number,
  handlers: StreamHandlers,
  open: (handlers: StreamHandlers) => () => void,
  tabs: TabCoordination | null = browserTabCoordination(),
): () => void {
  if (!tabs) return open(handlers);
  const channel = tabs.channel(STREAM_CHANNEL);
  channel.onmessage = ({ data }) => {
    if (!isRelayed(data) || data.userId !== userId) return;
    if (data.event === 'unread') handlers.onUnread(data.unread);
    else handlers.onNotification(data.notification);
  };
  const controller = new AbortController();
  tabs.locks
    .request(`${STREAM_LOCK_PREFIX}${userId}`, { signal: controller.signal }, async () => {
      const stop = open({
        onUnread: (unread) => {
          handlers.onUnread(unread);
          channel.postMessage({ userId, event: 'unread', unread });
        },
        onNotification: (notification) => {
          handlers.onNotification(notification);
          channel.postMessage({ userId, event: 'notification', notification });
        },
      });
      // Held until this tab stops following: then the next tab in line takes the lock and opens the stream.
      await new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve(), { once: true }));
      stop();
    })
    // Stopped while still waiting in line: the request is dropped, which is what stopping means.
    .catch(() => undefined);
  return () => {
    controller.abort();
    channel.onmessage = null;
    channel.close();
  };
}
