import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, isoDateSchema, idParamsSchema, messageResponseSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { sessionsCalls } from './calls';

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

/** The shapes of each call of sessions/calls.ts: what the API validates and documents, and what the client parses. */
export const sessionsSchemas = {
  listSessions: { responses: { 200: sessionListSchema } },
  signOutSession: { params: idParamsSchema, responses: { 200: messageResponseSchema } },
  signOutOtherSessions: { responses: { 200: signOutOthersResponseSchema } },
} satisfies CallSchemas<typeof sessionsCalls>;
