import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser stays known to an account for this long after its last sign-in to it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 3600;

const cookiePrefix = 'lectern_device_';

export interface DeviceCookie {
  name: string;
  value: string;
}

/**
 * OWASP's device cookies: a browser that signed in to an account gets a cookie naming the account and a random device
 * id, signed with a key derived from the server's secret. A sign-in that presents it is judged by that device's own
 * failures, not by the account's, so a flood of wrong passwords from elsewhere cannot lock the owner out of a browser
 * they have used before.
 */
export function createDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('device cookie').digest();
  const sign = (userId: number, deviceId: string) => createHmac('sha256', key).update(`${userId}.${deviceId}`).digest('base64url');
  const nameFor = (userId: number) => `${cookiePrefix}${userId}`;

  return {
    nameFor,

    /** The device id of a valid cookie of this account among the request's cookies, else null. */
    read(userId: number, cookies: Readonly<Record<string, string | undefined>>): string | null {
      const value = cookies[nameFor(userId)];
      const match = value === undefined ? null : /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const [, deviceId = '', signature = ''] = match;
      const expected = Buffer.from(sign(userId, deviceId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },

    /**
     * The accounts whose valid cookie the request carries, read from the cookies' names and signatures alone (no
     * query): what tells a browser that signed in before from a stranger before anything costs the server.
     */
    accountsOf(cookies: Readonly<Record<string, string | undefined>>): number[] {
      const ids: number[] = [];
      for (const name of Object.keys(cookies)) {
        if (!name.startsWith(cookiePrefix)) continue;
        const id = Number(name.slice(cookiePrefix.length));
        if (Number.isSafeInteger(id) && id > 0 && this.read(id, cookies) !== null) ids.push(id);
      }
      return ids;
    },

    /** The cookie to set after a successful sign-in: the device's own again (its lifetime renewed), or a new one. */
    issue(userId: number, deviceId: string | null): DeviceCookie {
      const id = deviceId ?? randomBytes(12).toString('base64url');
      return { name: nameFor(userId), value: `${id}.${sign(userId, id)}` };
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
