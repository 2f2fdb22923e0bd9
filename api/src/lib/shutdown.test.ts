import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { freePort, waitFor } from '../testing/local-network';
import { boundedShutdown } from './shutdown';

/**
 * QUALITY.md, Reliability: SIGTERM stops the API within a bounded grace period. Requests received in full are
 * answered; idle connections and clients still sending their request are closed; what remains at the end of the
 * grace period is cut.
 */

const apiDir = path.resolve(__dirname, '..', '..');

/** A raw connection to the API, its bytes received, and when it was closed. */
interface RawConnection {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

async function connect(port: number, send: string): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(send);
  return { socket, received: () => received, closed };
}

describe('SIGTERM', () => {
  it('stops the API within the grace period while a client holds a half-sent request, answering the request it is handling', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-shutdown-'));
    const port = await freePort();
    const graceMs = 5000;
    let child: ChildProcess | undefined;
    const opened: net.Socket[] = [];
    try {
      child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'info',
          SQLITE_PATH: path.join(dir, 'lectern.db'),
          SEED: 'none',
          JWT_SECRET: randomBytes(32).toString('hex'),
          SHUTDOWN_GRACE: `${graceMs}ms`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const running = child;
      let output = '';
      running.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      running.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        running.once('exit', (code) => resolve({ code, at: performance.now() })),
      );
      await waitFor(() => output.includes('listening on'), 60_000);

      const host = `Host: 127.0.0.1:${port}\r\n`;
      // Half-sent headers, and full headers with half of the body: a slow (or stalled) client.
      const halfHeaders = await connect(port, `GET /api/courses HTTP/1.1\r\n${host}User-Agent: slow`);
      const halfBody = await connect(
        port,
        `POST /api/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"a`,
      );
      // A kept-alive connection between requests.
      const idle = await connect(port, `GET /healthz HTTP/1.1\r\n${host}\r\n`);
      await waitFor(() => idle.received().includes('\r\n\r\n{"status":"ok"}'), 5000);
      // A request received in full and still being handled (the password is hashed) when SIGTERM comes.
      const body = JSON.stringify({ email: 'nobody@gmail.com', password: 'not the password' });
      const inFlight = await connect(
        port,
        `POST /api/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      opened.push(halfHeaders.socket, halfBody.socket, idle.socket, inFlight.socket);
      await new Promise((resolve) => setTimeout(resolve, 20));

      const signalled = performance.now();
      running.kill('SIGTERM');
      // Waited on for a little longer than the grace period, so that a process that does not stop fails here.
      const exit = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), graceMs + 3000))]);

      expect(exit).toBeDefined();
      expect(exit?.code).toBe(0);
      expect((exit?.at ?? Infinity) - signalled).toBeLessThan(graceMs);
      // The server closed the connections itself (nobody else did).
      await Promise.all([halfHeaders.closed, halfBody.closed, idle.closed, inFlight.closed]);
      expect(halfHeaders.received()).toBe('');
      expect(halfBody.received()).toBe('');
      // The request it was handling was answered (wrong e-mail or password), not cut.
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 401 /);
      expect(output).toMatch(/SIGTERM received/);
    } finally {
      for (const socket of opened) socket.destroy();
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('cuts a request still being handled when the grace period ends, and exits', async () => {
    // A server whose handler never answers: only the end of the grace period stops it.
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const exits: { code: number; at: number }[] = [];
    const shutdown = boundedShutdown({
      server,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      log: Fastify({ logger: false }).log,
      graceMs: 300,
      exit: (code) => void exits.push({ code, at: performance.now() }),
    });
    const stuck = await connect(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      shutdown('SIGTERM received');
      await stuck.closed;
      await waitFor(() => exits.length > 0, 2000);
      expect(exits[0]?.code).toBe(1);
      expect((exits[0]?.at ?? Infinity) - started).toBeGreaterThanOrEqual(290);
      expect((exits[0]?.at ?? Infinity) - started).toBeLessThan(1000);
    } finally {
      stuck.socket.destroy();
      server.closeAllConnections();
      server.close();
    }
  });
});
