import './zod-config';
import { z } from 'zod';
import { idSchema, nameSchema, objectIdSchema } from './common';
import { videoSchema } from './videos';

export const moduleSchema = z.object({
  _id: objectIdSchema,
  id: idSchema,
  courseId: idSchema,
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  videos: z.array(videoSchema),
});
export type CourseModule = z.infer<typeof moduleSchema>;

export const createModuleInputSchema = z.object({
  courseId: idSchema,
  title: nameSchema.max(200, 'must be at most 200 characters'),
  description: z.string({ error: 'is required' }).trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
});
export type CreateModuleInput = z.infer<typeof createModuleInputSchema>;

export const updateModuleInputSchema = createModuleInputSchema.omit({ courseId: true }).partial();
export type UpdateModuleInput = z.infer<typeof updateModuleInputSchema>;

export const moduleResponseSchema = z.object({ module: moduleSchema });
export const moduleListSchema = z.array(moduleSchema);
