import { apiBaseUrl } from '../core/http';
import { NOTIFICATION_STREAM_PATH } from './domain';

/** One Server-Sent Event: its `event:` name (`message` when none) and its `data:` lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, chunk by chunk (a chunk may end mid-line or mid-event). Follows the
 * HTML standard's rules: lines end in CR, LF or CRLF; a blank line dispatches the event gathered; `:` lines are
 * comments (the API's keep-alives); an event without data is dropped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
    for (let end = buffer.search(/\r\n|\r(?!$)|\n/); end !== -1; end = buffer.search(/\r\n|\r(?!$)|\n/)) {
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

/** The waits before each new attempt after the stream ends or fails: doubling from 1 s up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

export interface NotificationStreamOptions {
  token: string;
  onUnread: (unread: number) => void;
  onNotification: (notification: unknown) => void;
  /** For tests: the fetch and the wait between attempts. */
  fetch?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps one person's stream open until stopped: reads it with fetch (EventSource cannot send the bearer token),
 * and when it ends or fails, tries again after a growing wait, which starts over once a stream has opened. A 401 or
 * 403 stops for good: the token is no longer valid, and the next call the screens make signs the person out.
 * Returns the stop.
 */
export function openNotificationStream({ token, onUnread, onNotification, fetch: fetchStream = fetch, wait = sleep }: NotificationStreamOptions) {
  const controller = new AbortController();
  const { signal } = controller;
  const dispatch = ({ event, data }: SseEvent) => {
    try {
      const parsed = JSON.parse(data) as unknown;
      if (event === 'unread' && typeof (parsed as { unread?: unknown }).unread === 'number') onUnread((parsed as { unread: number }).unread);
      else if (event === 'notification') onNotification(parsed);
    } catch {
      // Not JSON: not an event this client knows; the next one may be.
    }
  };
  const readOnce = async (): Promise<'opened' | 'failed' | 'refused'> => {
    const response = await fetchStream(`${apiBaseUrl()}${NOTIFICATION_STREAM_PATH}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal,
    });
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok || !response.body) return 'failed';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const push = createSseParser(dispatch);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'opened';
      push(decoder.decode(value, { stream: true }));
    }
  };
  void (async () => {
    let attempt = 0;
    while (!signal.aborted) {
      let outcome: 'opened' | 'failed' | 'refused';
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'failed';
      }
      if (outcome === 'refused' || signal.aborted) return;
      attempt = outcome === 'opened' ? 0 : attempt + 1;
      await wait(reconnectDelay(attempt), signal);
    }
  })();
  return () => controller.abort();
}
