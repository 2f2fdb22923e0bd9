import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagesCalls } from '@lectern/shared-sdk/pages/calls';
import { isContentPageSlug, type ContentPageSlug } from '@lectern/shared-sdk/pages/domain';
import type { ContentPage, ContentPageSummary, ContentPageVersion } from '@lectern/shared-sdk/pages/schemas';
import { isUniqueViolation } from '../../db/errors';
import { clientAddressOf } from '../../lib/client-address';
import { conflict, notFound } from '../../lib/http-errors';
import { AddressLimit } from '../../lib/rate-limits';
import { routeOptions } from '../../lib/route-schemas';
import { callerOptional, currentUser, requireRole, signedIn } from '../../plugins/auth';
import { renderPageMarkdown } from './markdown';
import { pagesRepository, type PageVersionRow } from './pages.repository';

export const pagesText = {
  pageNotFound: 'Page not found',
  saved: 'Page saved',
  unchanged: 'Nothing changed: the page stays as it was',
  savedMeanwhile: (name: string) => `${name} saved this page while you were editing it. Reload it to see their version, then make your change again.`,
  contactSent: 'Thank you. Your message has reached our admins, who will answer you by e-mail.',
  tooManyMessages: (wait: string) => `You have sent several messages already. Try again in ${wait}.`,
} as const;

/** Messages one client address may send through the contact form. */
export const contactMessagesPerAddress = { limit: 5, windowSeconds: 15 * 60 };

const editorOf = (row: PageVersionRow) => (row.editor_id === null ? null : { id: row.editor_id, name: row.editor_name ?? '' });

const toPage = (row: PageVersionRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  markdown: row.markdown,
  html: renderPageMarkdown(row.markdown),
  version: row.version,
  updatedAt: row.edited_at,
});

const toSummary = (row: PageVersionRow): ContentPageSummary => ({
  slug: row.slug,
  title: row.title,
  version: row.version,
  updatedAt: row.edited_at,
  updatedBy: editorOf(row),
});

const toVersion = (row: PageVersionRow): ContentPageVersion => ({
  version: row.version,
  title: row.title,
  markdown: row.markdown,
  editedAt: row.edited_at,
  editedBy: editorOf(row),
});

/**
 * The site's own pages (About, Contact, Help, Privacy, Terms, Cookies), which anyone reads and admins write in
 * Markdown, each save a new version; and the contact form, whose messages are kept and mailed to every admin.
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = pagesRepository(app.db);
  const tags = ['pages'];
  const publicRead = routeOptions(tags, callerOptional(app));
  const adminOnly = routeOptions(tags, signedIn(app, requireRole('admin')));
  const contactLimit = new AddressLimit(app.rateLimit, 'contact-ip', contactMessagesPerAddress);

  const slugOf = (slug: string): ContentPageSlug => {
    if (!isContentPageSlug(slug)) throw notFound(pagesText.pageNotFound);
    return slug;
  };
  const currentOf = async (slug: ContentPageSlug) => {
    const row = await pages.current(slug);
    if (!row) throw notFound(pagesText.pageNotFound);
    return row;
  };

  app.route({
    ...publicRead(pagesCalls.getContentPage, {
      summary: 'One of the site’s own pages (about, contact, help, privacy, terms, cookies), with its Markdown rendered as safe HTML',
      errors: [404],
    }),
    handler: async (request) => ({ page: toPage(await currentOf(slugOf(request.params.slug))) }),
  });

  app.route({
    ...publicRead(pagesCalls.sendContactMessage, {
      summary: 'The contact form: the message is kept and mailed to every admin',
      description: `At most ${contactMessagesPerAddress.limit} messages per client address in ${contactMessagesPerAddress.windowSeconds / 60} minutes.`,
      errors: [429],
    }),
    handler: async (request, reply) => {
      await contactLimit.take(clientAddressOf(request), pagesText.tooManyMessages);
      const { name, email, subject, message } = request.body;
      await pages.addContactMessage({ userId: request.user?.id ?? null, name, email, subject, message, createdAt: app.now().toISOString() });
      // Kept first: a mail that does not go out loses nothing, and the sender is not told it failed.
      if (app.mailer.canSend) {
        const text = `${name} <${email}> wrote through the contact form:\n\n${message}\n\nAnswer them at ${email}.`;
        const sends = (await pages.adminEmails()).map((to) => app.mailer.send({ to, subject: `Contact form: ${subject}`, text }));
        for (const result of await Promise.allSettled(sends)) {
          if (result.status === 'rejected')
            request.log.warn({ err: result.reason }, 'a contact message could not be mailed to an admin (it is kept)');
        }
      }
      return reply.code(201).send({ message: pagesText.contactSent });
    },
  });

  app.route({
    ...adminOnly(pagesCalls.listContentPages, { summary: 'Every page of the site with its current version, when and by whom it was saved' }),
    handler: async () => ({ pages: (await pages.currentAll()).map(toSummary).sort((a, b) => a.slug.localeCompare(b.slug)) }),
  });

  app.route({
    ...adminOnly(pagesCalls.listContentPageVersions, { summary: 'Every saved version of a page, newest first, with who saved it', errors: [404] }),
    handler: async (request) => {
      const slug = slugOf(request.params.slug);
      return { versions: (await pages.history(slug)).map(toVersion) };
    },
  });

  app.route({
    ...adminOnly(pagesCalls.updateContentPage, {
      summary: 'Save a page as a new version',
      description:
        '`baseVersion` is the version the admin edited: when another save came in between, the answer is 409 and nothing is saved. ' +
        'A save that changes nothing adds no version.',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const slug = slugOf(request.params.slug);
      const { title, markdown, baseVersion } = request.body;
      const current = await currentOf(slug);
      if (current.version !== baseVersion) throw conflict(pagesText.savedMeanwhile(current.editor_name ?? 'Someone'));
      if (current.title === title && current.markdown === markdown) return { message: pagesText.unchanged, page: toPage(current) };
      try {
        await pages.add({ slug, version: baseVersion + 1, title, markdown, editedBy: currentUser(request).id, editedAt: app.now().toISOString() });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await currentOf(slug);
        throw conflict(pagesText.savedMeanwhile(winner.editor_name ?? 'Someone'));
      }
      return { message: pagesText.saved, page: toPage(await currentOf(slug)) };
    },
  });

  app.route({
    ...adminOnly(pagesCalls.previewContentPage, { summary: 'Markdown rendered as a page would show it, without saving it' }),
    handler: (request) => ({ html: renderPageMarkdown(request.body.markdown) }),
  });
};
