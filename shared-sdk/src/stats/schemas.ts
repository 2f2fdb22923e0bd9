import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import type { CallSchemas } from '../core/call';
import type { statsCalls } from './calls';

/** Public figures, shown on the home page. */
export const publicStatsSchema = lazySchema(() =>
  z.object({
    students: z.number().int(),
    courses: z.number().int(),
    /** Share of ratings that are 4 or 5 stars, whole percent; absent until someone rates (the screen shows 95). */
    successRate: z.number().int().optional(),
  }),
);

/** The admin dashboard adds these when the caller is an admin. */
export const statsSchema = lazySchema(() =>
  publicStatsSchema.extend({
    educators: z.number().int().optional(),
    activeEducators: z.number().int().optional(),
    Enrollments: z.number().int().optional(),
    enrollments: z.number().int().optional(),
  }),
);
export type Stats = z.infer<typeof statsSchema>;

/** GET /api/version: what runs behind the API. */
export const apiVersionSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    /** ISO time of the API's build; null when it runs from source. */
    builtAt: z.string().nullable(),
    /** The last database migration applied. */
    migration: z.string(),
  }),
);
export type ApiVersion = z.infer<typeof apiVersionSchema>;

/** The shapes of each call of stats/calls.ts: what the API validates and documents, and what the client parses. */
export const statsSchemas = {
  getStats: { responses: { 200: statsSchema } },
  getApiVersion: { responses: { 200: apiVersionSchema } },
} satisfies CallSchemas<typeof statsCalls>;
