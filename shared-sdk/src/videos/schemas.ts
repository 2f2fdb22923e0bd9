import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { videoDurationSchema, entityIdShape, idSchema, textSchema, youtubeUrlSchema, idParamsSchema, messageResponseSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { videosCalls } from './calls';

export const videoSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    moduleId: idSchema,
    position: z.number().int(),
    title: z.string(),
    /** For the course's learners, its educator and admins; for anyone else only when the lesson is a free preview. */
    youtubeUrl: z.string().optional(),
    duration: z.string(),
    /** A free preview: anyone may watch it from the course page. */
    isPreview: z.boolean(),
    moduleTitle: z.string().optional(),
  }),
);
export type Video = z.infer<typeof videoSchema>;

export const createVideoInputSchema = lazySchema(() =>
  z.object({
    moduleId: idSchema,
    title: textSchema({ max: 200 }),
    youtubeUrl: youtubeUrlSchema,
    duration: videoDurationSchema,
    isPreview: z.boolean({ error: 'must be true or false' }).optional(),
  }),
);
export type CreateVideoInput = z.infer<typeof createVideoInputSchema>;

export const updateVideoInputSchema = lazySchema(() => createVideoInputSchema.omit({ moduleId: true }).partial());
export type UpdateVideoInput = z.infer<typeof updateVideoInputSchema>;

export const videoResponseSchema = lazySchema(() => z.object({ video: videoSchema }));

/** The shapes of each call of videos/calls.ts: what the API validates and documents, and what the client parses. */
export const videosSchemas = {
  createVideo: { body: createVideoInputSchema, responses: { 201: videoResponseSchema } },
  getVideo: { params: idParamsSchema, responses: { 200: videoResponseSchema } },
  updateVideo: { params: idParamsSchema, body: updateVideoInputSchema, responses: { 200: videoResponseSchema } },
  deleteVideo: { params: idParamsSchema, responses: { 200: messageResponseSchema } },
} satisfies CallSchemas<typeof videosCalls>;
