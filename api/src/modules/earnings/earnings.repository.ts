import { sql, type Kysely } from 'kysely';
import type { CourseEarnings, MoneySummary, MonthSummary } from '@lectern/shared-sdk/earnings/schemas';
import type { Database } from '../../db/schema';
import { centsToDollars } from '../courses/courses.mapper';

/** The ledger's sums for one group of entries (PostgreSQL answers sums as text: they are read as numbers). */
interface SumRow {
  sales: number | string | bigint | null;
  refunds: number | string | bigint | null;
  gross: number | string | bigint | null;
  coupons: number | string | bigint | null;
  platform_fees: number | string | bigint | null;
  payment_fees: number | string | bigint | null;
  net: number | string | bigint | null;
}

const count = (value: SumRow['sales']) => Number(value ?? 0);
const dollars = (value: SumRow['gross']) => centsToDollars(Number(value ?? 0));

function toSummary(row: SumRow | undefined): MoneySummary {
  return {
    sales: count(row?.sales ?? 0),
    refunds: count(row?.refunds ?? 0),
    gross: dollars(row?.gross ?? 0),
    coupons: dollars(row?.coupons ?? 0),
    platformFees: dollars(row?.platform_fees ?? 0),
    paymentFees: dollars(row?.payment_fees ?? 0),
    net: dollars(row?.net ?? 0),
  };
}

/** The month of an entry, 'YYYY-MM' (timestamps are ISO text in UTC on both databases). */
const month = sql<string>`substr(created_at, 1, 7)`;

/** Every entry of `educatorId`, or every entry at all (the platform's revenue). */
function entries(db: Kysely<Database>, educatorId: number | null) {
  const all = db.selectFrom('ledger_entries');
  return educatorId === null ? all : all.where('educator_id', '=', educatorId);
}

function sums(db: Kysely<Database>, educatorId: number | null) {
  return entries(db, educatorId).select((eb) => [
    eb.fn.sum<number>(sql`case when kind = 'sale' then 1 else 0 end`).as('sales'),
    eb.fn.sum<number>(sql`case when kind = 'refund' then 1 else 0 end`).as('refunds'),
    eb.fn.sum<number>('gross_cents').as('gross'),
    eb.fn.sum<number>('coupon_cents').as('coupons'),
    eb.fn.sum<number>('platform_fee_cents').as('platform_fees'),
    eb.fn.sum<number>('payment_fee_cents').as('payment_fees'),
    eb.fn.sum<number>('net_cents').as('net'),
  ]);
}

export function earningsRepository(db: Kysely<Database>) {
  return {
    async totals(educatorId: number | null): Promise<MoneySummary> {
      return toSummary(await sums(db, educatorId).executeTakeFirst());
    },

    async byMonth(educatorId: number | null): Promise<MonthSummary[]> {
      const rows = await sums(db, educatorId).select(month.as('month')).groupBy(month).orderBy(month, 'desc').limit(120).execute();
      return rows.map((row) => ({ month: row.month, ...toSummary(row) }));
    },

    async byCourse(educatorId: number): Promise<CourseEarnings[]> {
      const rows = await sums(db, educatorId)
        .select(['course_id', sql<string>`max(course_title)`.as('title')])
        .groupBy('course_id')
        .orderBy(sql`sum(net_cents)`, 'desc')
        .orderBy('course_id')
        .limit(500)
        .execute();
      return rows.map((row) => ({ courseId: row.course_id, title: row.title, ...toSummary(row) }));
    },

    /** An educator's entries, oldest first, for the CSV export. */
    statement(educatorId: number) {
      return db
        .selectFrom('ledger_entries')
        .select([
          'created_at',
          'order_id',
          'course_title',
          'kind',
          'gross_cents',
          'coupon_cents',
          'platform_fee_cents',
          'payment_fee_cents',
          'net_cents',
        ])
        .where('educator_id', '=', educatorId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
