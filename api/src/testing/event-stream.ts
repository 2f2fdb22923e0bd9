import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import type { App } from '../app';

export interface ServerEvent {
  event: string;
  data: unknown;
  id?: string;
}

/** Reads a Server-Sent Events stream one event at a time (comment lines are left out, and counted). */
export class EventReader {
  private buffer = '';
  private readonly events: ServerEvent[] = [];
  private waiting: (() => void) | undefined;
  private done = false;
  comments = 0;

  constructor(private readonly stream: Readable) {
    stream.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('utf8');
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        this.parse(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.waiting?.();
    });
    const finish = () => {
      this.done = true;
      this.waiting?.();
    };
    stream.on('end', finish);
    stream.on('close', finish);
    stream.on('error', finish);
  }

  private parse(block: string): void {
    const fields: Record<string, string> = {};
    let comment = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comment = true;
      const colon = line.indexOf(':');
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.event !== undefined) {
      this.events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null'), ...(fields.id !== undefined ? { id: fields.id } : {}) });
    } else if (comment) this.comments += 1;
  }

  /** The next event named `name` (the others before it are skipped); rejects if the stream ends first. */
  async next(name?: string): Promise<ServerEvent> {
    for (;;) {
      const index = this.events.findIndex((event) => name === undefined || event.event === name);
      if (index >= 0) {
        const [event] = this.events.splice(0, index + 1).slice(-1);
        if (event) return event;
      }
      if (this.done) throw new Error(`the stream ended before a${name ? ` ${name}` : 'n'} event`);
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  /** Resolves once the server has ended the stream. */
  async ended(): Promise<void> {
    while (!this.done) await new Promise<void>((resolve) => (this.waiting = resolve));
  }
}

export interface OpenStream {
  status: number;
  headers: Record<string, unknown>;
  reader: EventReader;
  /** The client goes away; resolves once the server has heard. */
  leave(): Promise<void>;
}

/** Opens the notification stream on an app (in process) as the token's holder. */
export async function openStream(app: App, token: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const response = await app.inject({
    method: 'GET',
    url: NOTIFICATION_STREAM_PATH,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payloadAsStream: true,
  });
  const stream = response.stream();
  return {
    status: response.statusCode,
    headers: response.headers,
    reader: new EventReader(stream),
    leave: async () => {
      // A stream the server ended is closed already.
      if (response.raw.res.destroyed) return;
      const closed = once(response.raw.res, 'close');
      response.raw.res.destroy();
      stream.destroy();
      await closed;
    },
  };
}
