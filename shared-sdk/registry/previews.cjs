// @ts-check
// Preview links' tokens: `<claims>.<HMAC-SHA256 of them>`, both base64url, signed with a key derived from the API's
// token secret (JWT_SECRET), so no other secret is to be kept. The API makes them for admins (POST
// /api/admin/releases/:area/previews) and vouches for them to the shell's server (GET /api/releases/preview); an
// area's team makes them with `npm run preview` (scripts/deploy.mjs). CommonJS, so the API and the scripts share it.

const { createHmac, randomBytes, timingSafeEqual } = require('node:crypto');

/**
 * @typedef {object} PreviewClaims What a preview link pins: one release of one area, its server bundle's hash, until a time.
 * @property {string} area The area's package (mf-admin).
 * @property {string} release
 * @property {string | null} serverSha256
 * @property {Date} expiresAt
 */

/** A link lasts at most this many hours. */
const MAX_PREVIEW_HOURS = 168;

/** Where a preview link of each area opens: the area's home page. */
const PREVIEW_HOMES = Object.freeze({ 'mf-public': '/', 'mf-student': '/student', 'mf-educator': '/educator', 'mf-admin': '/admin' });

/**
 * The address of a preview link on the site.
 * @param {string} siteUrl The shell's public address (PUBLIC_APP_URL).
 * @param {string} token
 * @param {string} area
 */
function previewUrl(siteUrl, token, area) {
  const home = /** @type {Record<string, string>} */ (PREVIEW_HOMES)[area] ?? '/';
  return `${siteUrl.replace(/\/+$/, '')}/preview/${token}?to=${encodeURIComponent(home)}`;
}

/** @param {string} secret */
const previewKey = (secret) => createHmac('sha256', secret).update('lectern release preview links').digest();

/**
 * A signed, expiring preview token.
 * @param {string} secret
 * @param {PreviewClaims} claims
 * @returns {string}
 */
function signPreview(secret, claims) {
  const body = Buffer.from(
    JSON.stringify({
      a: claims.area,
      r: claims.release,
      s: claims.serverSha256,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
      n: randomBytes(6).toString('base64url'),
    }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', previewKey(secret)).update(body).digest('base64url')}`;
}

/**
 * The claims of a genuine, unexpired preview token for one of `areas`, or null.
 * @param {string} secret
 * @param {string} token
 * @param {Date} now
 * @param {readonly string[]} areas
 * @returns {PreviewClaims | null}
 */
function readPreviewToken(secret, token, now, areas) {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', previewKey(secret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    /** @type {{ a?: unknown; r?: unknown; s?: unknown; e?: unknown }} */
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof claims.a !== 'string' || !areas.includes(claims.a) || typeof claims.r !== 'string' || typeof claims.e !== 'number') return null;
    if (claims.e * 1000 <= now.getTime()) return null;
    return { area: claims.a, release: claims.r, serverSha256: typeof claims.s === 'string' ? claims.s : null, expiresAt: new Date(claims.e * 1000) };
  } catch {
    return null;
  }
}

module.exports = { MAX_PREVIEW_HOURS, PREVIEW_HOMES, previewUrl, readPreviewToken, signPreview };
