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
