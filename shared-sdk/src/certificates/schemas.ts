import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { certificatesCalls } from './calls';

/** A certificate's public id: 128 random bits as base64url, 22 characters. */
export const certificateIdSchema = lazySchema(() =>
  z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{22}$/, 'must be a certificate id (22 letters, digits, - or _)'),
);
export type CertificateId = z.infer<typeof certificateIdSchema>;

export const certificateIdParamsSchema = lazySchema(() => z.object({ id: certificateIdSchema }));

/**
 * A certificate of a completed course, public to anyone holding its id. The names and title are as they were when
 * it was issued; `courseId` is null once the course is deleted (the certificate stays valid). `verificationUrl` is
 * the public page that confirms it, the address its PDF prints and encodes in its QR code.
 */
export const certificateSchema = lazySchema(() =>
  z.object({
    id: certificateIdSchema,
    learnerName: z.string(),
    courseTitle: z.string(),
    educatorName: z.string(),
    courseId: idSchema.nullable(),
    completedAt: isoDateSchema,
    issuedAt: isoDateSchema,
    verificationUrl: z.string(),
    /**
     * The quizzes the learner passed to complete the course, each with its best score and pass mark, in course order,
     * as they were when the certificate was issued; empty for a course without quizzes (and certificates issued before).
     */
    quizResults: z.array(z.object({ title: z.string(), score: z.number().int(), passMark: z.number().int() })),
  }),
);
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateResponseSchema = lazySchema(() => z.object({ certificate: certificateSchema }));
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** The signed-in learner's certificates, the latest issued first. */
export const certificatesResponseSchema = lazySchema(() => z.object({ certificates: z.array(certificateSchema) }));
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

/** The shapes of each call of certificates/calls.ts: what the API validates and documents, and what the client parses. */
export const certificatesSchemas = {
  listMyCertificates: { responses: { 200: certificatesResponseSchema } },
  getCertificate: { params: certificateIdParamsSchema, responses: { 200: certificateResponseSchema } },
  certificatePdfUrl: { params: certificateIdParamsSchema, responses: {} },
} satisfies CallSchemas<typeof certificatesCalls>;
