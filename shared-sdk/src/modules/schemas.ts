import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, textSchema, courseIdParamsSchema, idParamsSchema, messageResponseSchema } from '../core/schemas';
import { videoSchema } from '../videos/schemas';
import type { CallSchemas } from '../core/call';
import type { modulesCalls } from './calls';

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

/** The shapes of each call of modules/calls.ts: what the API validates and documents, and what the client parses. */
export const modulesSchemas = {
  createModule: { body: createModuleInputSchema, responses: { 201: moduleResponseSchema } },
  listCourseModules: { params: courseIdParamsSchema, responses: { 200: moduleListSchema } },
  getModule: { params: idParamsSchema, responses: { 200: moduleResponseSchema } },
  updateModule: { params: idParamsSchema, body: updateModuleInputSchema, responses: { 200: moduleResponseSchema } },
  deleteModule: { params: idParamsSchema, responses: { 200: messageResponseSchema } },
} satisfies CallSchemas<typeof modulesCalls>;
