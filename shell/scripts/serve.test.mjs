import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { startStaticServers } from './serve.mjs';

const remotes = ['mf_public', 'mf_student', 'mf_educator', 'mf_admin'];
let root;
let servers;

async function writeDist(dir, files) {
  await mkdir(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lectern-serve-'));
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  await writeDist(path.join(root, 'shell'), {
    'index.html': '<!doctype html><title>Lectern</title>',
    'main.js': bigScript,
    '1234.0123456789.js': bigScript,
  });
  for (const remote of remotes) {
    await writeDist(path.join(root, remote), { 'mf-manifest.json': '{"id":"x"}', 'remoteEntry.js': bigScript, '77.abcdef0123.js': bigScript });
  }
  servers = await startStaticServers({
    env: {},
    host: '127.0.0.1',
    shellPort: 0,
    remotePorts: Object.fromEntries(remotes.map((remote) => [remote, 0])),
    apiUrl: 'https://api.example.com',
    remoteUrls: Object.fromEntries(remotes.map((remote) => [remote, `https://${remote}.example.com/`])),
    distDirs: { shell: path.join(root, 'shell'), ...Object.fromEntries(remotes.map((remote) => [remote, path.join(root, remote)])) },
  });
});

after(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

test('generates config.json and remotes.json from the run-time configuration, uncached', async () => {
  const config = await fetch(`${servers.shell.url}/config.json`);
  assert.equal(config.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await config.json(), { apiBaseUrl: 'https://api.example.com' });
  const manifest = await fetch(`${servers.shell.url}/remotes.json`).then((response) => response.json());
  assert.equal(manifest.mf_admin, 'https://mf_admin.example.com/mf-manifest.json');
});

test('answers deep links with index.html and its security headers, but missing files with 404', async () => {
  const page = await fetch(`${servers.shell.url}/courses/12`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /text\/html/);
  assert.match(page.headers.get('content-security-policy'), /script-src 'self' https:\/\/mf_public\.example\.com/);
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.equal((await fetch(`${servers.shell.url}/missing.0123456789.js`)).status, 404);
});

test('hashed chunks are immutable, entry files revalidate with an ETag', async () => {
  const chunk = await fetch(`${servers.shell.url}/1234.0123456789.js`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const main = await fetch(`${servers.shell.url}/main.js`);
  assert.equal(main.headers.get('cache-control'), 'no-cache');
  const again = await fetch(`${servers.shell.url}/main.js`, { headers: { 'If-None-Match': main.headers.get('etag') } });
  assert.equal(again.status, 304);
});

test('compresses for clients that accept it', async () => {
  const response = await new Promise((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(`${servers.shell.url}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });
  assert.equal(response.headers['content-encoding'], 'gzip');
  assert.match(gunzipSync(response.body).toString(), /^console\.log/);
});

test('remotes allow cross-origin reads of the manifest and chunks, and serve no SPA fallback', async () => {
  const manifest = await fetch(`${servers.remotes.mf_public.url}/mf-manifest.json`);
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  const entry = await fetch(`${servers.remotes.mf_public.url}/remoteEntry.js`);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  const chunk = await fetch(`${servers.remotes.mf_public.url}/77.abcdef0123.js`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${servers.remotes.mf_public.url}/courses`)).status, 404);
});

test('one remote can be stopped and started again on the same port', async () => {
  const { port } = servers.remotes.mf_admin;
  await servers.stopRemote('mf_admin');
  await assert.rejects(fetch(`http://127.0.0.1:${port}/mf-manifest.json`));
  assert.equal((await fetch(`${servers.shell.url}/config.json`)).status, 200);
  servers.config.remotes.mf_admin.port = port;
  const restarted = await servers.startRemote('mf_admin');
  assert.equal(restarted.port, port);
  assert.equal((await fetch(`${restarted.url}/mf-manifest.json`)).status, 200);
});
