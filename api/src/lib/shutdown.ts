import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  /** The server to stop and what stops the rest (Fastify's close: the listener, then the database). */
  server: Server;
  close: () => Promise<void>;
  log: FastifyBaseLogger;
  /** The longest the requests being handled may still take; past it every connection is cut and the process exits. */
  graceMs: number;
  exit?: (code: number) => void;
}

/**
 * A bounded shutdown (SIGTERM from an orchestrator, Ctrl-C):
 * - the listener closes; requests already received in full are answered, and their connections closed after;
 * - connections with no request in hand (idle keep-alive) and connections still sending theirs (a slow or stalled
 *   client's half-sent headers or body) are closed at once: waiting on them kept the process alive for as long as
 *   such a client liked;
 * - when `graceMs` has passed, whatever remains is cut and the process exits (1); otherwise it exits (0) as soon as
 *   everything has closed.
 * Returns the function that starts it (idempotent), for the signal handlers.
 */
export function boundedShutdown({ server, close, log, graceMs, exit = (code) => process.exit(code) }: ShutdownOptions): (reason: string) => void {
  const sockets = new Set<Socket>();
  /** The request each connection is handling now (until its response has gone). */
  const handling = new Map<Socket, IncomingMessage>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      handling.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage, response) => {
    const socket = request.socket;
    handling.set(socket, request);
    response.once('close', () => {
      if (handling.get(socket) === request) handling.delete(socket);
      // Answered: no further request on this connection once closing.
      if (closing) socket.end();
    });
  });

  /** Closes every connection that is not handling a request received in full. */
  const closeUnhandled = () => {
    for (const socket of sockets) {
      const request = handling.get(socket);
      if (!request || !request.complete) socket.destroy();
    }
  };

  return (reason: string) => {
    if (closing) return;
    closing = true;
    log.info(`${reason}: closing (requests being handled get ${graceMs} ms)`);
    const started = Date.now();
    const hardStop = setTimeout(() => {
      log.warn(`still ${sockets.size} connection(s) ${graceMs} ms after ${reason}: cutting them and exiting`);
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      exit(1);
    }, graceMs);
    const sweep = setInterval(closeUnhandled, 100);
    close().then(
      () => {
        clearTimeout(hardStop);
        clearInterval(sweep);
        log.info(`closed in ${Date.now() - started} ms`);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(hardStop);
        clearInterval(sweep);
        log.error({ err: error }, 'closing failed');
        exit(1);
      },
    );
    closeUnhandled();
  };
}
