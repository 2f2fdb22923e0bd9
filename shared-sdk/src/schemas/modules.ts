import { lazySchema } from './zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, textSchema } from './common';
import { videoSchema } from './videos';

export const moduleSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    courseId: idSchema,
    position: z.number().int(),
    title: z.string(),
    description: z.string(),
    videos: z.array(videoSchema),
  }),
);
export type CourseModule = z.infer<typeof moduleSchema>;

export const createModuleInputSchema = lazySchema(() =>
  z.object({
    courseId: idSchema,
    title: textSchema({ max: 200 }),
    description: textSchema({ max: 5000, multiline: true }),
  }),
);
export type CreateModuleInput = z.infer<typeof createModuleInputSchema>;

export const updateModuleInputSchema = lazySchema(() => createModuleInputSchema.omit({ courseId: true }).partial());
export type UpdateModuleInput = z.infer<typeof updateModuleInputSchema>;

export const moduleResponseSchema = lazySchema(() => z.object({ module: moduleSchema }));
export const moduleListSchema = lazySchema(() => z.array(moduleSchema));
