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

/** The areas as teams deploy them: their packages' names (the registry's and `npm run deploy`'s). */
export const deployableAreas = ['mf-public', 'mf-student', 'mf-educator', 'mf-admin'] as const;
export type DeployableArea = (typeof deployableAreas)[number];

export const releaseActions = ['deploy', 'rollback', 'canary', 'promote'] as const;

/** One change of what an area serves: who made it, why, and (an automatic rollback) the figures that decided it. */
export const releaseEventSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    action: z.enum(releaseActions),
    /** What is stable after it (`working` for the working build). */
    stable: z.string(),
    /** The canary it started, promoted or ended, if any, and its share of people. */
    canary: z.string().nullable(),
    share: z.number().int().nullable(),
    /** An admin's e-mail, `cli` (npm run deploy), or `platform` (the automatic rollback). */
    by: z.string().nullable(),
    reason: z.string().nullable(),
    figures: z.record(z.string(), z.unknown()).nullable(),
  }),
);
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/** A canary running: its share, and both sides' figures since it started (what the rollback rule compares). */
export const canaryStateSchema = lazySchema(() =>
  z.object({
    release: z.string(),
    share: z.number().int(),
    since: z.string(),
    stableFigures: releaseHealthSchema,
    canaryFigures: releaseHealthSchema,
  }),
);
export type CanaryState = z.infer<typeof canaryStateSchema>;

export const areaHealthSchema = lazySchema(() =>
  z.object({
    area: z.enum(telemetryAreas),
    /** The area's package (null for the shell, which is not deployed this way). */
    package: z.enum(deployableAreas).nullable(),
    /** The stable release (`working` for the working build). */
    stable: z.string(),
    canary: canaryStateSchema.nullable(),
    /** The versions released on the API's machine (LECTERN_RELEASES_DIR), the newest first: what a preview link may pin. */
    released: z.array(z.string()),
    /** Its releases seen in browsers over the last hours, the most used first. */
    releases: z.array(releaseHealthSchema),
    /** Its deploys, canaries, promotions and rollbacks, the latest first. */
    history: z.array(releaseEventSchema),
  }),
);
export type AreaHealth = z.infer<typeof areaHealthSchema>;

/** When a canary is rolled back by itself. */
export const rollbackRuleSchema = lazySchema(() =>
  z.object({ windowMinutes: z.number().int(), minSessions: z.number().int(), confidence: z.number(), lcpMarginPercent: z.number().int() }),
);
export type RollbackRule = z.infer<typeof rollbackRuleSchema>;

const areaParams = lazySchema(() => z.strictObject({ area: z.enum(deployableAreas) }));
const reasonBody = lazySchema(() =>
  z.strictObject({ reason: z.string().trim().min(1, 'Say why in a few words').max(500, 'At most 500 characters').optional() }),
);

/** A preview link: whoever opens it gets this release of the area in that browser until it expires. */
export const previewLinkSchema = lazySchema(() =>
  z.object({ url: z.string(), area: z.enum(deployableAreas), release: z.string(), expiresAt: z.string() }),
);
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const telemetrySchemas = {
  sendTelemetry: { body: telemetryBatchSchema, responses: { 200: lazySchema(() => z.object({ accepted: z.number().int() })) } },
  getReleaseHealth: {
    responses: {
      200: lazySchema(() =>
        z.object({
          hours: z.number().int(),
          /** Whether the API can read and change the registry (it shares the shell's, see LECTERN_REGISTRY). */
          registry: z.enum(['ready', 'unreadable']),
          rule: rollbackRuleSchema,
          areas: z.array(areaHealthSchema),
        }),
      ),
    },
  },
  promoteCanary: { params: areaParams, body: reasonBody, responses: { 200: areaHealthSchema } },
  rollbackRelease: { params: areaParams, body: reasonBody, responses: { 200: areaHealthSchema } },
  createPreviewLink: {
    params: areaParams,
    body: lazySchema(() =>
      z.strictObject({
        release: z
          .string()
          .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a released version (1.4.0)')
          .max(40),
        hours: z.number().int().min(1, 'A link lasts 1 to 168 hours').max(168, 'A link lasts 1 to 168 hours').optional(),
      }),
    ),
    responses: { 201: previewLinkSchema },
  },
  readPreview: {
    query: lazySchema(() => z.strictObject({ token: z.string().min(1).max(1000) })),
    responses: {
      200: lazySchema(() =>
        z.object({ area: z.enum(deployableAreas), release: z.string(), serverSha256: z.string().nullable(), expiresAt: z.string() }),
      ),
    },
  },
} satisfies CallSchemas<typeof telemetryCalls>;
