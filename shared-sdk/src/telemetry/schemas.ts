import { z } from 'zod';
import { lazySchema } from '../core/zod-config';
import type { CallSchemas } from '../core/call';
import { remoteNames } from '../federation/area-contract';
import type { telemetryCalls } from './calls';
import { TELEMETRY_BATCH_LIMIT } from './limits';

/** The shell and each area: what a report is about. */
export const telemetryAreas = ['shell', ...remoteNames] as const;
export type TelemetryArea = (typeof telemetryAreas)[number];

/** Where loading an area failed (Module Federation's runtime hooks, and the shell's own checks of what loaded). */
export const loadFailureStages = ['beforeRequest', 'afterResolve', 'onLoad', 'beforeLoadShare', 'validate', 'contract', 'unknown'] as const;
export type LoadFailureStage = (typeof loadFailureStages)[number];

export const webVitalNames = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export { TELEMETRY_BATCH_LIMIT, TELEMETRY_BODY_LIMIT_BYTES } from './limits';

/** A release: its version (1.4.0, 0.2.0-canary.1) or `working` for an area's working build. */
const release = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$/, 'must be a version (1.4.0) or "working"');
/**
 * A page as its route's pattern (`/courses/:id`), never an address: segments start with a letter or `:`, so an id
 * (a number) or a query cannot be sent, and no report names a person or what they looked at.
 */
const page = z
  .string()
  .max(100)
  .regex(/^\/(?:[A-Za-z:][A-Za-z0-9_-]*(?:\/[A-Za-z:][A-Za-z0-9_-]*)*)?$/, 'must be a route pattern (/courses/:id)');

const about = { area: z.enum(telemetryAreas), release };

export const telemetryReportSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** A page load that ran the area (its session, for error rates). */
    z.strictObject({ kind: z.literal('session'), ...about }),
    /** An error the area threw (caught by its error boundary, or uncaught); `first` on the first of its session. */
    z.strictObject({ kind: z.literal('error'), ...about, source: z.enum(['boundary', 'uncaught', 'rejection']), first: z.boolean() }),
    /** The area could not be loaded, and at which stage. */
    z.strictObject({ kind: z.literal('load-failure'), ...about, stage: z.enum(loadFailureStages) }),
    /** A Web Vital of a page: LCP and INP in milliseconds, CLS unitless. */
    z.strictObject({
      kind: z.literal('vital'),
      ...about,
      page,
      metric: z.enum(webVitalNames),
      value: z.number().min(0).max(600_000),
    }),
  ]),
);
export type TelemetryReport = z.infer<typeof telemetryReportSchema>;

export const telemetryBatchSchema = lazySchema(() => z.strictObject({ reports: z.array(telemetryReportSchema).min(1).max(TELEMETRY_BATCH_LIMIT) }));
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** What one release of an area did over the last hours, from its browsers' reports. */
export const releaseHealthSchema = lazySchema(() =>
  z.object({
    release: z.string(),
    /** Page loads that ran it. */
    sessions: z.number().int(),
    /** Page loads in which it threw at least once, and their share of its sessions (0 without sessions). */
    errorSessions: z.number().int(),
    errorRate: z.number(),
    errors: z.number().int(),
    loadFailures: z.number().int(),
    /** The 75th percentile of each Web Vital over its pages (ms; CLS unitless); null without samples. */
    p75: z.object({ LCP: z.number().nullable(), INP: z.number().nullable(), CLS: z.number().nullable() }),
  }),
);
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

export const areaHealthSchema = lazySchema(() => z.object({ area: z.enum(telemetryAreas), releases: z.array(releaseHealthSchema) }));
export type AreaHealth = z.infer<typeof areaHealthSchema>;

export const telemetrySchemas = {
  sendTelemetry: { body: telemetryBatchSchema, responses: { 200: lazySchema(() => z.object({ accepted: z.number().int() })) } },
  getReleaseHealth: {
    responses: { 200: lazySchema(() => z.object({ hours: z.number().int(), areas: z.array(areaHealthSchema) })) },
  },
} satisfies CallSchemas<typeof telemetryCalls>;
