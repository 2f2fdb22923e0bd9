// @ts-check
// Run-time configuration of a deploy, read from the environment when a server starts: where the API and each
// remote live. The shell fetches it as /config.json and /remotes.json, so no URL is baked into a build.
// CommonJS so both the webpack dev server (shell/webpack.config.cjs) and the shell's server can use it. The
// environment is parsed once, by one zod schema (as the API's is, api/src/config/env-schema.ts); only the servers
// read this file, so zod reaches no browser bundle through it.

const { z } = require('zod');
const platform = require('@lectern/shared-sdk/platform.json');
const { ENTRY_FILE, entryAddress, entryFor } = require('@lectern/shared-sdk/registry/release-addresses.cjs');

/** @typedef {import('@lectern/shared-sdk').RemoteName} RemoteName */

/**
 * @typedef {object} RuntimeConfig
 * @property {string} host
 * @property {number} shellPort
 * @property {string} apiUrl
 * @property {string} publicUrl The shell's public origin, e.g. https://lectern.example.
 * @property {Record<RemoteName, { port: number; entryUrl: string }>} remotes Where each remote's container script
 *   (remoteEntry.js) is, and the port its local origin listens on.
 * @property {boolean} production NODE_ENV=production: images and the public area's server bundle over https only.
 * @property {number} shutdownGraceMs After SIGTERM, how long in-flight requests may take to finish before their
 *   connections are cut (SHUTDOWN_GRACE).
 */

/**
 * The same settings in camelCase, as the e2e harness passes them: they win over the environment.
 * @typedef {object} RuntimeConfigOverrides
 * @property {string} [host]
 * @property {number} [shellPort]
 * @property {string} [apiUrl]
 * @property {string} [publicUrl]
 * @property {Partial<Record<RemoteName, number>>} [remotePorts]
 * @property {Partial<Record<RemoteName, string>>} [remoteUrls]
 * @property {boolean} [production]
 * @property {number} [shutdownGraceMs]
 */

/** @typedef {Record<string, string | undefined>} EnvSource */

/**
 * The remotes and their default ports, from the platform's one table.
 * @type {ReadonlyArray<{ remote: RemoteName; package: string; key: string; port: number }>}
 */
const areas = platform.remotes.map((remote) => ({
  remote: /** @type {RemoteName} */ (remote.federationName),
  package: remote.package,
  key: remote.envKey,
  port: remote.port,
}));

const DEFAULT_SHELL_PORT = platform.shell.port;
const DEFAULT_API_URL = `http://localhost:${platform.api.port}`;
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
const GRACE_UNITS = { ms: 1, s: 1000, m: 60_000 };

const LOCAL_BINDS = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Hostname the browser uses for servers bound to HOST: a wildcard or loopback bind is reached as localhost.
 * @param {string | undefined} host
 * @returns {string}
 */
function browserHost(host) {
  return LOCAL_BINDS.has(host ?? '') ? 'localhost' : (host ?? 'localhost');
}

/** @param {string} value */
function httpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A port: unset or empty is the default (`fallback`); an override may give it as a number. */
const portSchema = (/** @type {number} */ fallback) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const port = Number(value);
      if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', input: value, message: `must be a port number, got "${value}"` });
      return z.NEVER;
    });

/** An http(s) URL, checked after the defaults that depend on other variables are filled in (see `toConfig`). */
const urlSchema = z.string().optional();

/** '10s', '500ms', '2m' (the API's SHUTDOWN_GRACE takes the same form), at most 10 minutes. */
const graceSchema = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    if (value === undefined || value === '') return DEFAULT_SHUTDOWN_GRACE_MS;
    const match = /^(\d+)(ms|s|m)$/.exec(value);
    const ms = match ? Number(match[1]) * GRACE_UNITS[/** @type {keyof typeof GRACE_UNITS} */ (match[2])] : Number.NaN;
    if (ms <= 600_000) return ms;
    ctx.addIssue({ code: 'custom', input: value, message: `must look like '10s', '500ms' or '2m' (at most 10 minutes), got "${value}"` });
    return z.NEVER;
  });

/**
 * Env: HOST, SHELL_PORT, MF_<AREA>_PORT, API_URL, REMOTE_<AREA>_URL (AREA = PUBLIC, STUDENT, EDUCATOR, ADMIN),
 * PUBLIC_APP_URL (the shell's address as visitors reach it: canonical and Open Graph links), NODE_ENV (production:
 * https-only images and server bundles), SHUTDOWN_GRACE (how long in-flight requests may finish after SIGTERM, as the
 * API reads it: '10s', '500ms', '2m'). The overrides are merged in under the variables' names before parsing.
 */
const variables = z.object({
  HOST: z.string().default('127.0.0.1'),
  SHELL_PORT: portSchema(DEFAULT_SHELL_PORT),
  API_URL: urlSchema,
  PUBLIC_APP_URL: urlSchema,
  NODE_ENV: z.union([z.string(), z.boolean()]).optional(),
  SHUTDOWN_GRACE: graceSchema,
  /** MF_<AREA>_PORT, REMOTE_<AREA>_URL */
  remotes: z.object(Object.fromEntries(areas.map(({ remote, port }) => [remote, z.object({ port: portSchema(port), url: urlSchema })]))),
});

/**
 * The configuration from the parsed variables: the addresses whose defaults follow HOST and the ports, each checked.
 * @param {z.output<typeof variables>} raw
 * @param {z.RefinementCtx} ctx
 * @returns {RuntimeConfig}
 */
function toConfig(raw, ctx) {
  const host = raw.HOST;
  const shellPort = raw.SHELL_PORT;
  /** @param {string} name @param {string} value */
  const checked = (name, value) => {
    const url = httpUrl(value);
    if (!url) ctx.addIssue({ code: 'custom', path: [name], input: value, message: `must be an http(s) URL, got "${value}"` });
    return url ?? new URL('http://invalid.invalid');
  };
  const publicUrl = checked('PUBLIC_APP_URL', raw.PUBLIC_APP_URL ?? `http://${browserHost(host)}:${shellPort}`).origin;
  const apiUrl = checked('API_URL', raw.API_URL ?? DEFAULT_API_URL).href.replace(/\/+$/, '');
  const remotes = /** @type {RuntimeConfig['remotes']} */ ({});
  for (const { remote, key } of areas) {
    const port = raw.remotes[remote]?.port ?? 0;
    const url = raw.remotes[remote]?.url ?? `http://${browserHost(host)}:${port}/${ENTRY_FILE}`;
    // A remote URL may name its entry script (or manifest), or just the origin/folder that holds it.
    remotes[remote] = { port, entryUrl: entryAddress(checked(`REMOTE_${key}_URL`, url)) };
  }
  const production = typeof raw.NODE_ENV === 'boolean' ? raw.NODE_ENV : raw.NODE_ENV === 'production';
  return { host, shellPort, apiUrl, remotes, publicUrl, production, shutdownGraceMs: raw.SHUTDOWN_GRACE };
}

const envSchema = variables.transform(toConfig);

/**
 * The configuration from the environment and the overrides (same meaning, camelCase; they win). Throws an Error
 * naming each bad variable and its value: `SHELL_PORT must be a port number, got "x"`.
 * @param {EnvSource} [env]
 * @param {RuntimeConfigOverrides} [overrides]
 * @returns {RuntimeConfig}
 */
function resolveRuntimeConfig(env = process.env, overrides = {}) {
  const source = {
    HOST: overrides.host ?? env.HOST,
    SHELL_PORT: overrides.shellPort ?? env.SHELL_PORT,
    API_URL: overrides.apiUrl ?? env.API_URL,
    PUBLIC_APP_URL: overrides.publicUrl ?? env.PUBLIC_APP_URL,
    NODE_ENV: overrides.production ?? env.NODE_ENV,
    SHUTDOWN_GRACE: overrides.shutdownGraceMs ?? env.SHUTDOWN_GRACE,
    remotes: Object.fromEntries(
      areas.map(({ remote, key }) => [
        remote,
        { port: overrides.remotePorts?.[remote] ?? env[`MF_${key}_PORT`], url: overrides.remoteUrls?.[remote] ?? env[`REMOTE_${key}_URL`] },
      ]),
    ),
  };
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${variableName(issue.path)} ${issue.message}`).join('; '));
}

/**
 * The variable an issue's path names: remotes.mf_admin.port is MF_ADMIN_PORT, remotes.mf_admin.url REMOTE_ADMIN_URL.
 * @param {PropertyKey[]} path
 */
function variableName(path) {
  const [first, remote, field] = path;
  if (first !== 'remotes') return path.map(String).join('.');
  const key = areas.find((area) => area.remote === remote)?.key ?? String(remote);
  return field === 'port' ? `MF_${key}_PORT` : `REMOTE_${key}_URL`;
}

/**
 * @param {RuntimeConfig} config
 * @returns {{ apiBaseUrl: string }}
 */
function configJson(config) {
  return { apiBaseUrl: config.apiUrl };
}

/**
 * Where each area's entry is now: the release the registry names (see registry.cjs), or the working build at the
 * configured address. `live` is the registry's area (package name) → version or address; the areas it does not
 * name run their working build. A release's entry carries its Subresource Integrity (`integrity`, the registry's) in
 * the address's fragment (`…/remoteEntry.js#sha256-…`), which no server sees and the shell's loader turns into the
 * script's `integrity` (shell/src/remotes/federation-loader.ts): the browser runs the entry only with those bytes.
 * @param {RuntimeConfig} config
 * @param {Readonly<Record<string, string>>} [live]
 * @param {Readonly<Record<string, string>>} [integrity]
 * @returns {Record<RemoteName, string>}
 */
function remotesJson(config, live = {}, integrity = {}) {
  return /** @type {Record<RemoteName, string>} */ (
    Object.fromEntries(
      areas.map(({ remote, package: name }) => {
        const working = config.remotes[remote].entryUrl;
        const target = live[name];
        if (!Object.hasOwn(live, name) || target === undefined) return [remote, working];
        const pinned = Object.hasOwn(integrity, name) ? integrity[name] : undefined;
        return [remote, `${entryFor(target, working)}${pinned ? `#${pinned}` : ''}`];
      }),
    )
  );
}

/**
 * CSP of the shell's page: scripts only from the shell and the remotes (where `remotes`, the live entries, says they
 * are) and the inline scripts whose hashes `inlineScripts` lists (the colour scheme's, a server-rendered page's loader, see document.ts),
 * calls to the API and the remotes' manifests, frames only from the YouTube embed origin, images over https only in
 * production (the API refuses http image addresses there; a laptop's demo may use http). Styles need
 * 'unsafe-inline' for emotion's <style> tags.
 * @param {RuntimeConfig} config
 * @param {Record<RemoteName, string>} [remotes]
 * @param {string[]} [inlineScripts] CSP sources (hashes) of the inline scripts the page may run.
 * @returns {string}
 */
function contentSecurityPolicy(config, remotes = remotesJson(config), inlineScripts = []) {
  const origin = (/** @type {string} */ href) => new URL(href).origin;
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

/**
 * webpack-dev-server middleware answering /config.json and /remotes.json like the static server does.
 * @param {EnvSource} [env]
 */
function runtimeConfigMiddleware(env) {
  const config = resolveRuntimeConfig(env);
  /** @type {Record<string, object | undefined>} */
  const bodies = { '/config.json': configJson(config), '/remotes.json': remotesJson(config) };
  return {
    name: 'lectern-runtime-config',
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} next
     */
    middleware: (req, res, next) => {
      const body = bodies[(req.url ?? '').split('?')[0] ?? ''];
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
