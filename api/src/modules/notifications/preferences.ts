import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationDelivery, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Database } from '../../db/schema';

/** How one kind reaches one person: what they chose, else the kind's defaults. */
export interface ResolvedPreference {
  inApp: boolean;
  email: boolean;
  delivery: NotificationDelivery;
}

export function defaultPreference(kind: NotificationKind): ResolvedPreference {
  const { inApp, email, delivery } = NOTIFICATION_KINDS[kind];
  return { inApp, email, delivery };
}

/**
 * Each person's preference for the kind: their row in `notification_preferences` when they changed it, else the
 * kind's defaults (a missing row is not "off": a kind added later reaches everyone as designed).
 */
export async function preferencesFor(
  db: Kysely<Database>,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<Map<number, ResolvedPreference>> {
  const chosen = new Map<number, ResolvedPreference>();
  if (userIds.length === 0) return chosen;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'in_app', 'email', 'delivery'])
    .where('kind', '=', kind)
    .where('user_id', 'in', [...userIds])
    .execute();
  for (const row of rows) chosen.set(row.user_id, { inApp: row.in_app === 1, email: row.email === 1, delivery: row.delivery });
  return new Map(userIds.map((userId) => [userId, chosen.get(userId) ?? defaultPreference(kind)]));
}
