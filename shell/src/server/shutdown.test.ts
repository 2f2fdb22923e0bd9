/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The shell's server as a process of its own (run from source through tsx), stopped by a signal the way an
// orchestrator stops it: the test holds a half-sent request and an idle connection, and one request is in flight.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Lectern</title><script defer src=/main.0123456789.js></script></head><body><noscript>On</noscript><div id=root></div></body></html>';
const GRACE_MS = 4000;
/** How long the shell waits for the public area's server manifest before it leaves the page to the browser. */
const MANIFEST_TIMEOUT_MS = 1500;

jest.setTimeout(60_000);

let folder: string;
let child: ChildProcess | null = null;
/** A public area origin that accepts connections and never answers: a page request waits on it (in flight). */
let stalled: net.Server;
const held = new Set<net.Socket>();
const clients: net.Socket[] = [];

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-shutdown-'));
  stalled = net.createServer((socket) => void held.add(socket));
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  for (const socket of [...held, ...clients]) socket.destroy();
  held.clear();
  clients.length = 0;
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
  child = null;
  await new Promise((resolve) => stalled.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the servers with `stopOnSignals`, as `node shell/dist/server/main.cjs` does; resolves the shell's port. */
async function startShell(shutdownGraceMs: number): Promise<number> {
  const dist = path.join(folder, 'shell');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const distDirs: Record<string, string> = { shell: dist };
  for (const remote of ['mf_public', 'mf_student', 'mf_educator', 'mf_admin']) {
    distDirs[remote] = path.join(folder, remote);
    mkdirSync(distDirs[remote]);
  }
  const address = stalled.address() as net.AddressInfo;
  const options = {
    env: {},
    host: '127.0.0.1',
    shellPort: 0,
    remotePorts: { mf_public: 0, mf_student: 0, mf_educator: 0, mf_admin: 0 },
    remoteUrls: { mf_public: `http://127.0.0.1:${address.port}/remoteEntry.js` },
    apiUrl: 'http://127.0.0.1:9',
    distDirs,
    releasesDir: path.join(folder, 'releases'),
    registryFile: path.join(folder, 'registry.json'),
    shutdownGraceMs,
  };
  const script = path.join(folder, 'serve.ts');
  writeFileSync(
    script,
    `import { startServers, stopOnSignals } from ${JSON.stringify(path.join(__dirname, 'main'))};
     const quiet = () => {};
     startServers({ ...${JSON.stringify(options)}, log: { info: quiet, warn: quiet, error: quiet } }).then((servers) => {
       stopOnSignals(servers, { info: () => {} });
       process.stdout.write(JSON.stringify({ port: servers.shell.port }) + '\\n');
     });`,
  );
  const started = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  return new Promise<number>((resolve, reject) => {
    let out = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    started.once('exit', (code) => reject(new Error(`the shell's server exited (${code}) before it listened`)));
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
    clients.push(socket);
  });
}

/** When the server closed the socket (ms since `since`), and everything it sent before. */
function watch(socket: net.Socket, since: () => number) {
  let received = '';
  socket.on('data', (chunk: Buffer) => void (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - since())));
  return { closed, received: () => received };
}

test('SIGTERM: the request in flight is answered, a half-sent request and an idle connection are closed at once, and the process exits within the grace period', async () => {
  const port = await startShell(GRACE_MS);
  let signalledAt = Number.NaN;
  const since = () => signalledAt;

  // An idle keep-alive connection: one request answered, then nothing.
  const idle = await connect(port);
  const idleWatch = watch(idle, since);
  idle.write('GET /config.json HTTP/1.1\r\nHost: lectern.test\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(idleWatch.received()).toMatch(/^HTTP\/1\.1 200/);

  // A client that sends half its request and holds it (slowloris).
  const slow = await connect(port);
  const slowWatch = watch(slow, since);
  slow.write('GET / HTTP/1.1\r\nHost: lectern.test\r\nX-Slow: ');

  // A page request in flight: the shell waits for the public area's server manifest, which never comes.
  const inFlight = await connect(port);
  const inFlightWatch = watch(inFlight, since);
  inFlight.write('GET /courses HTTP/1.1\r\nHost: lectern.test\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(held.size).toBeGreaterThan(0);

  const exited = new Promise<{ code: number | null; after: number }>((resolve) =>
    child?.once('exit', (code) => resolve({ code, after: Date.now() - signalledAt })),
  );
  signalledAt = Date.now();
  child?.kill('SIGTERM');

  // The half-sent request and the idle connection are not waited for.
  expect(await slowWatch.closed).toBeLessThan(1000);
  expect(await idleWatch.closed).toBeLessThan(1000);
  // The request in flight finishes (the page left to the browser once the manifest timed out), then the process exits.
  const answeredAt = await inFlightWatch.closed;
  expect(inFlightWatch.received()).toMatch(/^HTTP\/1\.1 200/);
  expect(inFlightWatch.received()).toContain('<div id=root></div>');
  expect(answeredAt).toBeLessThan(MANIFEST_TIMEOUT_MS + 1000);
  const { code, after } = await exited;
  expect(code).toBe(0);
  expect(after).toBeLessThan(GRACE_MS);
});

test('SIGTERM: a request still unanswered when the grace period ends is cut, and the process exits then', async () => {
  const shortGrace = 500;
  const port = await startShell(shortGrace);
  // A page request that waits on the stalled public area origin longer than the grace period.
  const socket = await connect(port);
  let signalledAt = Number.NaN;
  const socketWatch = watch(socket, () => signalledAt);
  socket.write('GET /courses HTTP/1.1\r\nHost: lectern.test\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = new Promise<{ code: number | null; after: number }>((resolve) =>
    child?.once('exit', (code) => resolve({ code, after: Date.now() - signalledAt })),
  );
  signalledAt = Date.now();
  child?.kill('SIGTERM');
  const cutAfter = await socketWatch.closed;
  expect(socketWatch.received()).toBe('');
  expect(cutAfter).toBeGreaterThanOrEqual(shortGrace - 50);
  expect(cutAfter).toBeLessThan(MANIFEST_TIMEOUT_MS);
  const { after } = await exited;
  expect(after).toBeLessThan(shortGrace + 1000);
});
