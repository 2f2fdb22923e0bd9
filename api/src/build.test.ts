import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { apiRoot } from './config/env';
import { latestMigration } from './db/migrate';
import { freePort } from './testing/local-network';

const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string };

async function answer(url: string, deadline: number): Promise<unknown> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

// Under the package, so the bundle finds node_modules as dist/server/main.cjs does.
const buildDir = () => mkdtempSync(path.join(apiRoot, '.test-build-'));

test('the API builds to one JavaScript file that plain node runs, says its version, build time and migration level, and renders a certificate', async () => {
  const dir = buildDir();
  const entry = path.join(dir, 'server', 'main.cjs');
  const child = { current: null as ReturnType<typeof spawn> | null };
  try {
    execFileSync(process.execPath, [path.join(apiRoot, 'scripts', 'build.mjs'), entry], { stdio: 'pipe' });
    const port = await freePort();
    // No TypeScript loader: node runs the bundle as a deploy would.
    child.current = spawn(process.execPath, [entry], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'none',
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: path.join(dir, 'lectern.db'),
        JWT_SECRET: 'a-build-test-secret-that-is-long-enough-0000',
        // The demo data holds completed enrolments, so a certificate to render.
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });

    const version = await answer(`http://127.0.0.1:${port}/api/version`, Date.now() + 30_000);

    expect(version).toEqual({ version: manifest.version, builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), migration: latestMigration });
    // pdfkit and qrcode stay in node_modules (every dependency is external to the bundle): they must load from there.
    const database = new Database(path.join(dir, 'lectern.db'), { readonly: true });
    const certificate = database.prepare('select id from certificates limit 1').get() as { id: string };
    database.close();
    const pdf = await fetch(`http://127.0.0.1:${port}/api/certificates/${certificate.id}/pdf`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  } finally {
    child.current?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
