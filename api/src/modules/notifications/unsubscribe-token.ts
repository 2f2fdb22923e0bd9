import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';

/** Who and which kind a mail's unsubscribe link stops. */
export interface UnsubscribeSubject {
  userId: number;
  kind: NotificationKind;
}

export interface UnsubscribeTokens {
  sign(subject: UnsubscribeSubject): string;
  /** The subject of a token this server signed, or null for anything else (malformed, tampered, another secret). */
  verify(token: string): UnsubscribeSubject | null;
}

const isKind = (value: string): value is NotificationKind => Object.hasOwn(NOTIFICATION_KINDS, value);

/**
 * The signed token of an unsubscribe link: `<userId>.<kind>.<signature>`, the signature a base64url HMAC-SHA256 over
 * the user id and the kind with a key derived from the API's signing secret (JWT_SECRET), so no other use of that
 * secret can produce one. It does not expire: RFC 8058 asks that a mail's one-click unsubscribe keep working, and
 * all it can do is turn one kind's mail off for one person.
 */
export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('lectern:notification-unsubscribe').digest();
  const signature = (userId: number, kind: string) => createHmac('sha256', key).update(`${userId}:${kind}`).digest();
  return {
    sign({ userId, kind }) {
      return `${userId}.${kind}.${signature(userId, kind).toString('base64url')}`;
    },
    verify(token) {
      const match = /^([1-9]\d{0,15})\.([a-z_]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id = '', kind = '', given = ''] = match;
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || !isKind(kind)) return null;
      const expected = signature(userId, kind);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return { userId, kind };
    },
  };
}
