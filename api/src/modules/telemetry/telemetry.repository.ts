import type { Kysely } from 'kysely';
import type { LoadFailureStage, TelemetryReport, WebVitalName } from '@lectern/shared-sdk/telemetry/schemas';
import type { Database } from '../../db/schema';

/** How long per-minute counters are kept. */
export const TELEMETRY_RETENTION_DAYS = 14;

/** Each histogram bucket is this much wider than the one before: percentiles read from it are within 10 %. */
const BUCKET_GROWTH = 1.1;
/** CLS is unitless and small (0.1 is poor): it is bucketed in thousandths. */
const scaleOf = (metric: WebVitalName) => (metric === 'CLS' ? 1000 : 1);

/** The bucket of a vital's value: bucket k holds values up to 1.1^k (in ms, or thousandths of CLS). */
export function bucketOf(metric: WebVitalName, value: number): number {
  const scaled = value * scaleOf(metric);
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(BUCKET_GROWTH) - 1e-9);
}

/** The largest value bucket k holds, in the vital's own unit. */
export function bucketTop(metric: WebVitalName, bucket: number): number {
  return BUCKET_GROWTH ** bucket / scaleOf(metric);
}

/** `YYYY-MM-DDTHH:MM` of a time, UTC. */
export const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

interface CounterKey {
  area: string;
  release: string;
  page: string;
  counter: string;
}

/** A batch's reports folded into counters: 50 reports of one page load become a handful of increments. */
export function foldReports(reports: readonly TelemetryReport[]): Map<string, CounterKey & { count: number }> {
  const counters = new Map<string, CounterKey & { count: number }>();
  const add = (key: CounterKey) => {
    const id = `${key.area}\u0000${key.release}\u0000${key.page}\u0000${key.counter}`;
    const existing = counters.get(id);
    if (existing) existing.count += 1;
    else counters.set(id, { ...key, count: 1 });
  };
  for (const report of reports) {
    const about = { area: report.area, release: report.release, page: '' };
    switch (report.kind) {
      case 'session':
        add({ ...about, counter: 'sessions' });
        break;
      case 'error':
        add({ ...about, counter: 'errors' });
        if (report.first) add({ ...about, counter: 'error_sessions' });
        break;
      case 'load-failure':
        add({ ...about, counter: `load_failure:${report.stage}` });
        break;
      case 'vital': {
        const counter = `${report.metric}:${bucketOf(report.metric, report.value)}`;
        add({ ...about, counter });
        add({ ...about, page: report.page, counter });
        break;
      }
    }
  }
  return counters;
}

/** What one release of one area did over a span: the figures the Releases page and the rollback rule read. */
export interface ReleaseFigures {
  sessions: number;
  errorSessions: number;
  errors: number;
  loadFailures: Partial<Record<LoadFailureStage, number>>;
  /** The 75th percentile of each vital (ms; CLS unitless), null without samples. */
  p75: Record<WebVitalName, number | null>;
  /** How many samples each vital's percentile comes from. */
  samples: Record<WebVitalName, number>;
}

/** The value under which `share` of a histogram's samples fall, from its buckets; null when empty. */
export function percentile(metric: WebVitalName, buckets: ReadonlyMap<number, number>, share: number): number | null {
  const total = [...buckets.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket) ?? 0;
    if (seen >= share * total) {
      const top = bucketTop(metric, bucket);
      return metric === 'CLS' ? Math.round(top * 1000) / 1000 : Math.round(top);
    }
  }
  return null;
}

interface CounterTotal {
  counter: string;
  total: number | string | bigint | null;
}

/** A release's figures from its counters' totals (PostgreSQL answers sums as text: they are read as numbers). */
function figuresOf(rows: readonly CounterTotal[]): ReleaseFigures {
  const figures: ReleaseFigures = {
    sessions: 0,
    errorSessions: 0,
    errors: 0,
    loadFailures: {},
    p75: { LCP: null, INP: null, CLS: null },
    samples: { LCP: 0, INP: 0, CLS: 0 },
  };
  const histograms: Record<WebVitalName, Map<number, number>> = { LCP: new Map(), INP: new Map(), CLS: new Map() };
  for (const row of rows) {
    const total = Number(row.total ?? 0);
    const [name, detail] = row.counter.split(':') as [string, string | undefined];
    if (name === 'sessions') figures.sessions = total;
    else if (name === 'errors') figures.errors = total;
    else if (name === 'error_sessions') figures.errorSessions = total;
    else if (name === 'load_failure' && detail) figures.loadFailures[detail as LoadFailureStage] = total;
    else if ((name === 'LCP' || name === 'INP' || name === 'CLS') && detail !== undefined) histograms[name].set(Number(detail), total);
  }
  for (const metric of ['LCP', 'INP', 'CLS'] as const) {
    figures.p75[metric] = percentile(metric, histograms[metric], 0.75);
    figures.samples[metric] = [...histograms[metric].values()].reduce((sum, count) => sum + count, 0);
  }
  return figures;
}

export function telemetryRepository(db: Kysely<Database>) {
  return {
    /** Adds a batch's counters to the minute's rows: one statement, however many reports. */
    async record(reports: readonly TelemetryReport[], at: Date): Promise<void> {
      const minute = minuteOf(at);
      const rows = [...foldReports(reports).values()].map((row) => ({ minute, ...row }));
      if (rows.length === 0) return;
      await db
        .insertInto('telemetry_minutes')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['area', 'release', 'minute', 'page', 'counter'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_minutes.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    },

    /** Forgets minutes older than the retention. */
    async prune(now: Date): Promise<void> {
      const before = minuteOf(new Date(now.getTime() - TELEMETRY_RETENTION_DAYS * 24 * 3600_000));
      await db.deleteFrom('telemetry_minutes').where('minute', '<', before).execute();
    },

    /**
     * Every area's releases reported since a time (page loads, or loads that failed), with their figures: one grouped
     * read however many releases there are. Each area's most used release first.
     */
    async allFiguresSince(since: Date): Promise<{ area: string; release: string; figures: ReleaseFigures }[]> {
      const rows = await db
        .selectFrom('telemetry_minutes')
        .select(['area', 'release', 'counter', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('minute', '>=', minuteOf(since))
        .where('page', '=', '')
        .groupBy(['area', 'release', 'counter'])
        .execute();
      const byRelease = new Map<string, { area: string; release: string; rows: CounterTotal[] }>();
      for (const row of rows) {
        const key = `${row.area}\u0000${row.release}`;
        const entry = byRelease.get(key) ?? { area: row.area, release: row.release, rows: [] };
        entry.rows.push(row);
        byRelease.set(key, entry);
      }
      return [...byRelease.values()]
        .map(({ area, release, rows: totals }) => ({ area, release, figures: figuresOf(totals) }))
        .sort((a, b) => a.area.localeCompare(b.area) || b.figures.sessions - a.figures.sessions || a.release.localeCompare(b.release));
    },

    /** One release's figures since a time (whole minutes), over every page. */
    async figures(area: string, release: string, since: Date): Promise<ReleaseFigures> {
      const rows = await db
        .selectFrom('telemetry_minutes')
        .select(['counter', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('area', '=', area)
        .where('release', '=', release)
        .where('minute', '>=', minuteOf(since))
        .where('page', '=', '')
        .groupBy('counter')
        .execute();
      return figuresOf(rows);
    },
  };
}
