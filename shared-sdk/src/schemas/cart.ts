import { lazySchema } from './zod-config';
import { z } from 'zod';
import { idSchema } from './common';
import { courseSchema } from './courses';

export const cartSchema = lazySchema(() =>
  z.object({
    /** The spec accepts ids or objects; we send the course objects so the screen needs no further calls. */
    courseIds: z.array(courseSchema),
    subtotal: z.number(),
    total: z.number(),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = lazySchema(() => z.object({ message: z.string().optional(), cart: cartSchema }));
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToCartInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type AddToCartInput = z.infer<typeof addToCartInputSchema>;

/**
 * Optional (the spec's checkout sends no body): the total the cart showed, in dollars. When the courses cost
 * something else now (a price changed meanwhile), checkout refuses with 409 instead of charging it.
 */
export const checkoutInputSchema = lazySchema(() =>
  z
    .object({
      expectedTotal: z
        .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)], { error: 'must be a number' })
        .pipe(z.number().min(0, 'must be 0 or more').max(100_000_000, 'is too large'))
        .optional(),
    })
    // No body at all (the spec's call) arrives as null.
    .nullish(),
);
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    /** null when every course of the cart had been enrolled meanwhile: nothing was bought, no order recorded. */
    orderId: idSchema.nullable(),
    total: z.number(),
    enrolledCourseIds: z.array(idSchema),
  }),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
