import { createSseParser, openNotificationStream, reconnectDelay, type SseEvent } from './live';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const push = createSseParser((event) => events.push(event));
  chunks.forEach(push);
  return events;
}

describe('the SSE parser', () => {
  it('reads named events with their data, and skips keep-alive comments', () => {
    expect(parse([': keep-alive\n\nevent: unread\ndata: {"unread":3}\n\n'])).toEqual([{ event: 'unread', data: '{"unread":3}' }]);
  });

  it('puts events split across chunks back together, with any line ending', () => {
    expect(parse(['event: noti', 'fication\r', '\ndata: {"id"', ':1}\r\n\r', '\nevent: unread\rdata: 2\r\r', ': ping\n'])).toEqual([
      { event: 'notification', data: '{"id":1}' },
      { event: 'unread', data: '2' },
    ]);
  });

  it('joins several data lines, names an unnamed event "message", and drops one without data', () => {
    expect(parse(['data: a\ndata: b\n\nevent: empty\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('waits for the blank line before it hands over an event', () => {
    expect(parse(['event: unread\ndata: {"unread":1}\n'])).toEqual([]);
  });
});

/** A response whose body yields the given chunks, then ends. */
function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  return {
    ok: status >= 200 && status < 300,
    status,
    body: {
      getReader: () => ({
        read: async () => (queue.length ? { done: false, value: encoder.encode(queue.shift()) } : { done: true, value: undefined }),
      }),
    },
  } as unknown as Response;
}

describe('the notification stream', () => {
  it('sends the bearer token, hands over the events, and reconnects with a growing wait until stopped', async () => {
    const waits: number[] = [];
    const unread: number[] = [];
    const notifications: unknown[] = [];
    let stop = () => {};
    const fetchStream = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(streamResponse([], 503))
      .mockResolvedValueOnce(streamResponse(['event: unread\ndata: {"unread":4}\n\n', 'event: notification\ndata: {"id":9}\n\n']))
      .mockImplementation(async () => {
        stop();
        return streamResponse([]);
      });
    stop = openNotificationStream({
      token: 'the-token',
      onUnread: (count) => unread.push(count),
      onNotification: (notification) => notifications.push(notification),
      fetch: fetchStream,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchStream).toHaveBeenCalledTimes(4);
    expect(fetchStream.mock.calls[0][1].headers.Authorization).toBe('Bearer the-token');
    expect(unread).toEqual([4]);
    expect(notifications).toEqual([{ id: 9 }]);
    // Two failures wait 2 s then 4 s; a stream that opened and ended starts over at 1 s.
    expect(waits).toEqual([reconnectDelay(1), reconnectDelay(2), reconnectDelay(0)]);
    expect(waits).toEqual([2_000, 4_000, 1_000]);
  });

  it('stops for good when the token is refused', async () => {
    const fetchStream = jest.fn().mockResolvedValue(streamResponse([], 401));
    const wait = jest.fn(async () => {});
    openNotificationStream({ token: 'expired', onUnread: () => {}, onNotification: () => {}, fetch: fetchStream, wait });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchStream).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});
