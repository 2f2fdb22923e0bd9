import './zod-config';
import { z } from 'zod';
import { durationTextSchema, idSchema, objectIdSchema, textSchema, youtubeUrlSchema } from './common';

export const videoSchema = z.object({
  _id: objectIdSchema,
  id: idSchema,
  moduleId: idSchema,
  position: z.number().int(),
  title: z.string(),
  /** Only for the course's learners, its educator and admins: paid lessons stay paid. */
  youtubeUrl: z.string().optional(),
  duration: z.string(),
  moduleTitle: z.string().optional(),
});
export type Video = z.infer<typeof videoSchema>;

export const createVideoInputSchema = z.object({
  moduleId: idSchema,
  title: textSchema({ max: 200 }),
  youtubeUrl: youtubeUrlSchema,
  duration: durationTextSchema,
});
export type CreateVideoInput = z.infer<typeof createVideoInputSchema>;

export const updateVideoInputSchema = createVideoInputSchema.omit({ moduleId: true }).partial();
export type UpdateVideoInput = z.infer<typeof updateVideoInputSchema>;

export const videoResponseSchema = z.object({ video: videoSchema });
