import { lazySchema } from './zod-config';
import { z } from 'zod';
import { entityIdShape, isoDateSchema } from './common';

/** A signed-in device: one sign-in (password, code or Google) until it is signed out or expires. */
export const sessionSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    /** Browser and operating system in words, e.g. "Chrome 131 on macOS". */
    device: z.string(),
    createdAt: isoDateSchema,
    /** Last request made with it, to the nearest five minutes. */
    lastSeenAt: isoDateSchema,
    expiresAt: isoDateSchema,
    /** The session the request was made with. */
    current: z.boolean(),
  }),
);
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = lazySchema(() => z.array(sessionSchema));

export const signOutOthersResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    /** How many sessions were ended. */
    signedOut: z.number().int(),
  }),
);
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
