import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { emailSchema, idSchema, isoDateSchema, messageResponseSchema, nameSchema, textSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { pagesCalls } from './calls';
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTENT_PAGE_LENGTH } from './domain';

/** Any slug is asked for as text: one that is not a page answers 404, like any other missing page. */
export const contentPageParamsSchema = lazySchema(() => z.object({ slug: z.string().max(40, 'is not a page') }));

/** A page as everyone reads it: its Markdown and the HTML the server rendered from it (raw HTML in it is escaped). */
export const contentPageSchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    markdown: z.string(),
    html: z.string(),
    version: z.number().int(),
    updatedAt: isoDateSchema,
  }),
);
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = lazySchema(() => z.object({ page: contentPageSchema }));
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

/** Who saved a version: null for the text Lectern starts with, or an editor whose account is gone. */
const editorSchema = lazySchema(() => z.object({ id: idSchema, name: z.string() }).nullable());

export const contentPageSummarySchema = lazySchema(() =>
  z.object({ slug: z.string(), title: z.string(), version: z.number().int(), updatedAt: isoDateSchema, updatedBy: editorSchema }),
);
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

export const contentPageListSchema = lazySchema(() => z.object({ pages: z.array(contentPageSummarySchema) }));
export type ContentPageList = z.infer<typeof contentPageListSchema>;

export const contentPageVersionSchema = lazySchema(() =>
  z.object({ version: z.number().int(), title: z.string(), markdown: z.string(), editedAt: isoDateSchema, editedBy: editorSchema }),
);
export type ContentPageVersion = z.infer<typeof contentPageVersionSchema>;

export const contentPageVersionsSchema = lazySchema(() => z.object({ versions: z.array(contentPageVersionSchema) }));
export type ContentPageVersions = z.infer<typeof contentPageVersionsSchema>;

const markdownSchema = lazySchema(() => textSchema({ max: MAX_CONTENT_PAGE_LENGTH, multiline: true }));

/** An admin saves a page: the version they started from, so two editors cannot overwrite each other unseen. */
export const contentPageInputSchema = lazySchema(() =>
  z.object({
    title: textSchema({ max: 120 }),
    markdown: markdownSchema,
    baseVersion: z.number({ error: 'must be the version you edited' }).int('must be the version you edited').min(1, 'must be the version you edited'),
  }),
);
export type ContentPageInput = z.infer<typeof contentPageInputSchema>;

export const contentPageSavedSchema = lazySchema(() => z.object({ message: z.string(), page: contentPageSchema }));
export type ContentPageSaved = z.infer<typeof contentPageSavedSchema>;

export const contentPreviewInputSchema = lazySchema(() => z.object({ markdown: markdownSchema }));
export const contentPreviewSchema = lazySchema(() => z.object({ html: z.string() }));
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

/** The contact form: who writes, how to answer them, about what. */
export const contactMessageInputSchema = lazySchema(() =>
  z.object({
    name: nameSchema,
    email: emailSchema,
    subject: textSchema({ max: 150 }),
    message: textSchema({ max: MAX_CONTACT_MESSAGE_LENGTH, multiline: true }),
  }),
);
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** The shapes of each call of pages/calls.ts: what the API validates and documents, and what the client parses. */
export const pagesSchemas = {
  getContentPage: { params: contentPageParamsSchema, responses: { 200: contentPageResponseSchema } },
  sendContactMessage: { body: contactMessageInputSchema, responses: { 201: messageResponseSchema } },
  listContentPages: { responses: { 200: contentPageListSchema } },
  listContentPageVersions: { params: contentPageParamsSchema, responses: { 200: contentPageVersionsSchema } },
  updateContentPage: { params: contentPageParamsSchema, body: contentPageInputSchema, responses: { 200: contentPageSavedSchema } },
  previewContentPage: { body: contentPreviewInputSchema, responses: { 200: contentPreviewSchema } },
} satisfies CallSchemas<typeof pagesCalls>;
