import net from 'node:net';

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
