import net from 'node:net';
import type { App } from '../app';

/** A TCP port on loopback that nothing listens on now (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `condition` holds, checked every `everyMs`; throws when it has not within `withinMs`. */
export async function waitFor(condition: () => boolean, withinMs: number, everyMs = 20): Promise<void> {
  const until = performance.now() + withinMs;
  while (!condition()) {
    if (performance.now() > until) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * After an outage: asks the app for `url` every 100 ms until it answers 200 or `withinMs` have passed, and returns
 * the last status it answered.
 */
export async function statusOnceBack(app: App, url: string, withinMs: number): Promise<number> {
  const since = performance.now();
  let status = 0;
  while (performance.now() - since < withinMs) {
    status = (await app.inject({ method: 'GET', url })).statusCode;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) whose network can stall: from then on every byte of the connections open (or
 * opened) during the stall is dropped, in both directions, and nothing is closed: a network silently dropping
 * packets, or a firewall that forgot the connections, looks like this to both ends. When it forwards again, new
 * connections get through; the old ones stay silent for good, so only a client that discards them recovers.
 */
export class StallingProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly lost = new WeakSet<net.Socket>();
  private stalled = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        if (this.stalled) this.lost.add(from);
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
        from.on('error', () => from.destroy());
        from.on('data', (chunk: Buffer) => {
          if (!this.lost.has(from)) to.write(chunk);
        });
      }
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) this.lost.add(socket);
  }

  forward(): void {
    this.stalled = false;
  }

  /** Connections through the proxy, and how many of them are silent for good. */
  connections(): { open: number; lost: number } {
    const open = [...this.sockets];
    return { open: open.length / 2, lost: open.filter((socket) => this.lost.has(socket)).length / 2 };
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
