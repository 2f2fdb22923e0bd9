import { lazySchema } from './zod-config';
import { z } from 'zod';
import { videoDurationSchema, entityIdShape, idSchema, textSchema, youtubeUrlSchema } from './common';

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
