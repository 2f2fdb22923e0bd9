import { cookieValue, PREVIEW_LABEL_COOKIE } from '../app/cookies';

/**
 * Preview links: an admin makes one for a released version of an area (the API signs it, with an expiry); opening it
 * here pins that browser to the release until it expires or they exit the preview. The pin is a cookie holding the
 * API's token, checked with the API (GET /api/releases/preview) when it is first seen and again now and then, so a
 * token that was not made by the API, or has expired, pins nothing. A second cookie, readable by the page, names what
 * is previewed for the bar that says so.
 */
export const PREVIEW_COOKIE = 'lectern_preview';
export const PREVIEW_PATH = '/preview/';
export const EXIT_PREVIEW_PATH = '/preview/exit';

export interface PreviewPin {
  /** The area's package (mf-admin). */
  area: string;
  release: string;
  serverSha256: string | null;
  expiresAt: number;
}

const TOKEN = /^[A-Za-z0-9_-]{10,900}\.[A-Za-z0-9_-]{20,100}$/;
export const isPreviewToken = (value: string | null | undefined): value is string => typeof value === 'string' && TOKEN.test(value);

/** The preview token a request's cookies carry, or null. */
export const previewTokenOf = (cookieHeader: string | undefined): string | null => {
  const token = cookieValue(cookieHeader, PREVIEW_COOKIE);
  return isPreviewToken(token) ? token : null;
};

const cookieParts = (secure: boolean) => ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];

/** The two cookies that pin a browser to a preview until it expires. */
export function previewCookies(token: string, pin: PreviewPin, now: number, secure: boolean): string[] {
  const maxAge = `Max-Age=${Math.max(1, Math.floor((pin.expiresAt - now) / 1000))}`;
  return [
    [`${PREVIEW_COOKIE}=${token}`, maxAge, 'HttpOnly', ...cookieParts(secure)].join('; '),
    [`${PREVIEW_LABEL_COOKIE}=${encodeURIComponent(`${pin.area} ${pin.release}`)}`, maxAge, ...cookieParts(secure)].join('; '),
  ];
}

/** The cookies that end a preview. */
export const clearedPreviewCookies = (secure: boolean): string[] => [
  [`${PREVIEW_COOKIE}=`, 'Max-Age=0', 'HttpOnly', ...cookieParts(secure)].join('; '),
  [`${PREVIEW_LABEL_COOKIE}=`, 'Max-Age=0', ...cookieParts(secure)].join('; '),
];

/** Where to go after opening or leaving a preview: a path of this site, else its home. */
export function sitePath(to: unknown): string {
  return typeof to === 'string' && /^\/(?![/\\])[^\s]*$/.test(to) && to.length <= 500 ? to : '/';
}

export interface PreviewReaderOptions {
  apiUrl: string;
  /** A token seen is asked about again after this long (an expiry is also checked locally at every request). */
  recheckMs?: number;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}

const MAX_REMEMBERED = 1000;

/** Asks the API what a preview token pins, remembering answers a while; null for a token the API does not vouch for. */
export function createPreviewReader({ apiUrl, recheckMs = 60_000, timeoutMs = 3000, fetcher = fetch }: PreviewReaderOptions) {
  const remembered = new Map<string, { pin: PreviewPin | null; checkedAt: number }>();
  return async function readPreview(token: string, now = Date.now()): Promise<PreviewPin | null> {
    const known = remembered.get(token);
    if (known && now - known.checkedAt < recheckMs) return known.pin && known.pin.expiresAt > now ? known.pin : null;
    let pin: PreviewPin | null = null;
    try {
      const response = await fetcher(`${apiUrl.replace(/\/+$/, '')}/api/releases/preview?token=${encodeURIComponent(token)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        const body = (await response.json()) as { area?: unknown; release?: unknown; serverSha256?: unknown; expiresAt?: unknown };
        const expiresAt = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : Number.NaN;
        if (typeof body.area === 'string' && typeof body.release === 'string' && Number.isFinite(expiresAt))
          pin = { area: body.area, release: body.release, serverSha256: typeof body.serverSha256 === 'string' ? body.serverSha256 : null, expiresAt };
      } else if (response.status >= 500 && known) {
        // The API is struggling: keep what it said last.
        return known.pin && known.pin.expiresAt > now ? known.pin : null;
      }
    } catch {
      if (known) return known.pin && known.pin.expiresAt > now ? known.pin : null;
      return null;
    }
    remembered.delete(token);
    remembered.set(token, { pin, checkedAt: now });
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
    return pin && pin.expiresAt > now ? pin : null;
  };
}
