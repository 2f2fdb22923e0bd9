import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionTracker {
  /**
   * Ends the server's connections for a shutdown: at once those idle or still sending their request (a half-sent
   * request never becomes one to answer), each other as soon as its answer is sent, and whatever is still open after
   * `graceMs` is cut. Resolves when no connection is left.
   */
  drain(graceMs: number): Promise<void>;
}

/**
 * Follows a server's connections and which of them have a request being answered, so a shutdown can let in-flight
 * requests finish while a client that holds a connection open (idle keep-alive, or a request sent slowly, byte by
 * byte) does not keep the process alive: Node's own close waits for every connection, and `closeIdleConnections`
 * counts a half-sent request as busy.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const open = new Set<Socket>();
  const answering = new Map<Socket, number>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) {
        answering.set(socket, left);
        return;
      }
      answering.delete(socket);
      // The answer is out: the connection is not kept for another request.
      if (draining) socket.end();
    });
  });

  return {
    async drain(graceMs) {
      draining = true;
      for (const socket of open) if (!answering.has(socket)) socket.destroy();
      if (open.size === 0) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve();
        };
        const poll = setInterval(() => {
          if (open.size === 0) done();
        }, 25);
        const deadline = setTimeout(() => {
          for (const socket of open) socket.destroy();
          done();
        }, graceMs);
      });
    },
  };
}
