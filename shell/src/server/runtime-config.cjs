// Run-time configuration of a deploy, read from the environment when a server starts: where the API and each
// remote live. The shell fetches it as /config.json and /remotes.json, so no URL is baked into a build.
// CommonJS so both the webpack dev server (shell/webpack.config.cjs) and the shell's server can use it.

const platform = require('@lectern/shared-sdk/platform.json');
const { ENTRY_FILE, entryAddress, entryFor } = require('./registry.cjs');

/** The remotes and their default ports, from the platform's one table. */
const areas = platform.remotes.map((remote) => ({ remote: remote.federationName, package: remote.package, key: remote.envKey, port: remote.port }));

const DEFAULT_SHELL_PORT = platform.shell.port;
const DEFAULT_API_URL = `http://localhost:${platform.api.port}`;

function parsePort(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

function parseUrl(name, value) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/** A remote URL may name its entry script (or manifest), or just the origin/folder that holds it. */
function entryUrl(name, value) {
  return entryAddress(parseUrl(name, value));
}

const LOCAL_BINDS = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** Hostname the browser uses for servers bound to HOST: a wildcard or loopback bind is reached as localhost. */
function browserHost(host) {
  return LOCAL_BINDS.has(host ?? '') ? 'localhost' : host;
}

/**
 * Env: HOST, SHELL_PORT, MF_<AREA>_PORT, API_URL, REMOTE_<AREA>_URL (AREA = PUBLIC, STUDENT, EDUCATOR, ADMIN),
 * PUBLIC_APP_URL (the shell's address as visitors reach it: canonical and Open Graph links), NODE_ENV (production:
 * https-only images and server bundles), SHUTDOWN_GRACE (how long in-flight requests may finish after SIGTERM, as the API reads it: '10s', '500ms', '2m').
 * Overrides (same meaning, camelCase) win over the environment; the e2e harness passes them.
 */
function resolveRuntimeConfig(env = process.env, overrides = {}) {
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const shellPort = overrides.shellPort ?? parsePort('SHELL_PORT', env.SHELL_PORT, DEFAULT_SHELL_PORT);
  const publicUrl = parseUrl('PUBLIC_APP_URL', overrides.publicUrl ?? env.PUBLIC_APP_URL ?? `http://${browserHost(host)}:${shellPort}`).origin;
  const apiUrl = parseUrl('API_URL', overrides.apiUrl ?? env.API_URL ?? DEFAULT_API_URL).href.replace(/\/+$/, '');
  const remotes = {};
  for (const { remote, key, port: defaultPort } of areas) {
    const port = overrides.remotePorts?.[remote] ?? parsePort(`MF_${key}_PORT`, env[`MF_${key}_PORT`], defaultPort);
    const url =
      overrides.remoteUrls?.[remote] ?? env[`REMOTE_${key}_URL`] ?? `http://${browserHost(host)}:${port}/${ENTRY_FILE}`;
    remotes[remote] = { port, entryUrl: entryUrl(`REMOTE_${key}_URL`, url) };
  }
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const shutdownGraceMs = overrides.shutdownGraceMs ?? parseGrace(env.SHUTDOWN_GRACE);
  return { host, shellPort, apiUrl, remotes, publicUrl, production, shutdownGraceMs };
}

const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const GRACE_UNITS = { ms: 1, s: 1000, m: 60_000 };

/** '10s', '500ms', '2m' (the API's SHUTDOWN_GRACE takes the same form), at most 10 minutes. */
function parseGrace(value) {
  if (value === undefined || value === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const match = /^(\d+)(ms|s|m)$/.exec(value);
  const ms = match ? Number(match[1]) * GRACE_UNITS[match[2]] : Number.NaN;
  if (!(ms <= 600_000)) throw new Error(`SHUTDOWN_GRACE must look like '10s', '500ms' or '2m' (at most 10 minutes), got "${value}"`);
  return ms;
}

function configJson(config) {
  return { apiBaseUrl: config.apiUrl };
}

/**
 * Where each area's entry is now: the release the registry names (see registry.cjs), or the working build at the
 * configured address. `live` is the registry's area → version or address.
 */
function remotesJson(config, live = {}) {
  return Object.fromEntries(
    areas.map(({ remote, package: name }) => {
      const working = config.remotes[remote].entryUrl;
      return [remote, Object.hasOwn(live, name) ? entryFor(live[name], working) : working];
    }),
  );
}

/**
 * CSP of the shell's page: scripts only from the shell and the remotes (where `remotes`, the live entries, says they
 * are) and the inline scripts whose hashes `inlineScripts` lists (a server-rendered page's loader, see document.ts),
 * calls to the API and the remotes' manifests, frames only from the YouTube embed origin, images over https only in
 * production (the API refuses http image addresses there; a laptop's demo may use http). Styles need
 * 'unsafe-inline' for emotion's <style> tags.
 */
function contentSecurityPolicy(config, remotes = remotesJson(config), inlineScripts = []) {
  const origin = (href) => new URL(href).origin;
  const remoteOrigins = [...new Set(Object.values(remotes).map((url) => origin(url)))];
  return [
    "default-src 'self'",
    // The lesson player drives YouTube through its IFrame Player API, whose script is served from www.youtube.com.
    ['script-src', "'self'", ...inlineScripts, ...remoteOrigins, 'https://www.youtube.com'].join(' '),
    `connect-src 'self' ${origin(config.apiUrl)} ${remoteOrigins.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    config.production ? "img-src 'self' data: https:" : "img-src 'self' data: https: http:",
    "font-src 'self' data:",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** webpack-dev-server middleware answering /config.json and /remotes.json like the static server does. */
function runtimeConfigMiddleware(env) {
  const config = resolveRuntimeConfig(env);
  const bodies = { '/config.json': configJson(config), '/remotes.json': remotesJson(config) };
  return {
    name: 'lectern-runtime-config',
    middleware: (req, res, next) => {
      const body = bodies[(req.url ?? '').split('?')[0]];
      if (!body) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(body));
    },
  };
}

module.exports = {
  areas,
  browserHost,
  resolveRuntimeConfig,
  configJson,
  remotesJson,
  contentSecurityPolicy,
  runtimeConfigMiddleware,
};
