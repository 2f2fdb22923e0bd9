// Serves the production builds: the shell on SHELL_PORT with SPA fallback and the run-time /config.json and
// /remotes.json, each remote's dist on its own port (its own origin, with CORS for the manifest and chunks).
// Dependency-free on purpose: it is what `npm start` and the e2e harness run.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import runtimeConfig from './runtime-config.cjs';

const { areas, browserHost, configJson, contentSecurityPolicy, remotesJson, resolveRuntimeConfig } = runtimeConfig;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt', '.map']);
// Content-hashed by webpack (`[id].[contenthash:10].js`): the name changes whenever the bytes do.
const HASHED_ASSET = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'));
}

/** A file's bytes and its compressed variants, computed once per server and reused for every request. */
function createAsset(body, ext) {
  const variants = new Map([['identity', Promise.resolve(body)]]);
  const compressible = COMPRESSIBLE.has(ext) && body.length > 512;
  return {
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    encodings: compressible ? ['br', 'gzip'] : [],
    bytes(encoding) {
      if (!variants.has(encoding)) {
        const compressed =
          encoding === 'br'
            ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gzip(body, { level: 9 });
        variants.set(encoding, compressed);
      }
      return variants.get(encoding);
    },
  };
}

function preferredEncoding(acceptEncoding, available) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([name]) => name.toLowerCase()),
  );
  return available.find((encoding) => accepted.has(encoding)) ?? 'identity';
}

/**
 * One site: a dist folder (indexed at start, so a rebuild needs a restart), optional generated JSON routes,
 * optional SPA fallback to index.html, optional CORS.
 */
async function createSite({ dir, spaFallback, cors, generated = {}, htmlHeaders = {} }) {
  const files = new Set(await listFiles(dir));
  const assets = new Map();

  async function fileAsset(relative) {
    if (!assets.has(relative)) {
      assets.set(
        relative,
        readFile(path.join(dir, relative)).then((body) => createAsset(body, path.extname(relative))),
      );
    }
    return assets.get(relative);
  }

  const generatedAssets = Object.fromEntries(
    Object.entries(generated).map(([route, value]) => [route, createAsset(Buffer.from(JSON.stringify(value)), '.json')]),
  );

  function resolve(pathname) {
    if (generatedAssets[pathname]) return { asset: Promise.resolve(generatedAssets[pathname]), file: pathname.slice(1) };
    const relative = pathname.replace(/^\/+/, '');
    if (relative && files.has(relative)) return { asset: fileAsset(relative), file: relative };
    if (relative === '' && files.has('index.html')) return { asset: fileAsset('index.html'), file: 'index.html' };
    // Deep links of the single-page app; anything that looks like a file stays a 404.
    if (spaFallback && !path.extname(relative) && files.has('index.html')) return { asset: fileAsset('index.html'), file: 'index.html' };
    return null;
  }

  return async function handle(req, res) {
    const baseHeaders = { ...SECURITY_HEADERS };
    if (cors) {
      baseHeaders['Access-Control-Allow-Origin'] = '*';
      baseHeaders['Cross-Origin-Resource-Policy'] = 'cross-origin';
    }
    if (req.method === 'OPTIONS' && cors) {
      res.writeHead(204, { ...baseHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, Allow: cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD' });
      return res.end();
    }

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    const match = resolve(pathname);
    if (!match) {
      res.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
      return res.end('Not found');
    }

    const asset = await match.asset;
    const ext = path.extname(match.file);
    const headers = {
      ...baseHeaders,
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED_ASSET.test(match.file) ? IMMUTABLE : REVALIDATE,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
      ...(ext === '.html' ? htmlHeaders : {}),
    };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const encoding = preferredEncoding(req.headers['accept-encoding'], asset.encodings);
    const body = await asset.bytes(encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function listen(handler, { host, port, name }) {
  const server = createServer((req, res) => {
    handler(req, res).catch((error) => {
      console.error(`[serve] ${name} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        name,
        port: actualPort,
        url: `http://${browserHost(host)}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function assertBuilt(dir, file, name) {
  try {
    await stat(path.join(dir, file));
  } catch {
    throw new Error(`${name} is not built: ${path.join(dir, file)} is missing (run npm run build)`);
  }
}

/**
 * Starts the shell and the four remote servers.
 * options: { env, host, shellPort, remotePorts: {mf_admin: 4104, …}, apiUrl, remoteUrls, distDirs: {shell, mf_public, …} }
 * Returns { config, shell, remotes, stopRemote(name), startRemote(name), close() }.
 */
export async function startStaticServers(options = {}) {
  const config = resolveRuntimeConfig(options.env ?? process.env, options);
  const distDir = (name, folder) => options.distDirs?.[name] ?? path.join(ROOT, folder, 'dist');
  const bindHost = config.host;

  const shellDir = distDir('shell', 'shell');
  await assertBuilt(shellDir, 'index.html', 'shell');
  const shellHandler = await createSite({
    dir: shellDir,
    spaFallback: true,
    cors: false,
    generated: { '/config.json': configJson(config), '/remotes.json': remotesJson(config) },
    htmlHeaders: {
      'Content-Security-Policy': contentSecurityPolicy(config),
      'X-Frame-Options': 'DENY',
      // Fetch the run-time configuration while the scripts download, and open the connections most pages need
      // (the API and the public area, where visitors land).
      Link: [
        '</config.json>; rel=preload; as=fetch; crossorigin',
        '</remotes.json>; rel=preload; as=fetch; crossorigin',
        `<${new URL(config.apiUrl).origin}>; rel=preconnect; crossorigin`,
        `<${new URL(config.remotes.mf_public.manifestUrl).origin}>; rel=preconnect; crossorigin`,
      ].join(', '),
    },
  });

  const remotes = {};
  async function startRemote(remote) {
    if (remotes[remote]) return remotes[remote];
    const area = areas.find((candidate) => candidate.remote === remote);
    if (!area) throw new Error(`Unknown remote ${remote}`);
    const dir = distDir(remote, `mf-${area.key.toLowerCase()}`);
    await assertBuilt(dir, 'mf-manifest.json', remote);
    const handler = await createSite({ dir, spaFallback: false, cors: true });
    remotes[remote] = await listen(handler, { host: bindHost, port: config.remotes[remote].port, name: remote });
    return remotes[remote];
  }

  async function stopRemote(remote) {
    const handle = remotes[remote];
    if (!handle) return;
    delete remotes[remote];
    await handle.close();
  }

  const shell = await listen(shellHandler, { host: bindHost, port: config.shellPort, name: 'shell' });
  try {
    for (const { remote } of areas) await startRemote(remote);
  } catch (error) {
    await Promise.all([shell.close(), ...Object.values(remotes).map((handle) => handle.close())]);
    throw error;
  }

  return {
    config,
    shell,
    remotes,
    startRemote,
    stopRemote,
    close: () => Promise.all([shell.close(), ...Object.keys(remotes).map((remote) => stopRemote(remote))]).then(() => undefined),
  };
}

function printServers(servers) {
  console.log(`[serve] shell       ${servers.shell.url}`);
  for (const handle of Object.values(servers.remotes)) console.log(`[serve] ${handle.name.padEnd(11)} ${handle.url}`);
  console.log(`[serve] API         ${servers.config.apiUrl}`);
}

async function main() {
  const servers = await startStaticServers();
  printServers(servers);
  const stop = () => servers.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export { printServers };

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`[serve] ${error.message}`);
    process.exit(1);
  });
}
