import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import type { CallSchemas } from '../core/call';
import type { uploadsCalls } from './calls';

export { imagePurposes, type ImagePurpose } from './domain';

/** An uploaded image's name: the hash of its bytes (32 hex digits) and its format, as the API hands them out. */
export const uploadNameSchema = lazySchema(() =>
  z.string({ error: 'is required' }).regex(/^[a-f0-9]{32}\.webp$/, 'must be the name of an uploaded image (32 hex digits and .webp)'),
);

export const uploadNameParamsSchema = lazySchema(() => z.object({ name: uploadNameSchema }));

/**
 * An image as stored: `url` is its address on the site's own origin (PUBLIC_APP_URL/uploads/<name>), what a course's
 * `image` or a user's `profileImage` is saved as; its size as it was resized.
 */
export const uploadedImageSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    name: uploadNameSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    contentType: z.string(),
  }),
);
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * The shapes of each call of uploads/calls.ts. The uploads send the file as multipart/form-data (one file part),
 * which the API reads and checks itself: there is no JSON body to describe. The image itself is bytes, not JSON.
 */
export const uploadsSchemas = {
  uploadCourseImage: { responses: { 201: uploadedImageSchema } },
  uploadProfilePhoto: { responses: { 201: uploadedImageSchema } },
  getUploadedImage: { params: uploadNameParamsSchema, responses: {} },
} satisfies CallSchemas<typeof uploadsCalls>;
