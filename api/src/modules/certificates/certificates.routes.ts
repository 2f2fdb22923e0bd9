import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificatesCalls } from '@lectern/shared-sdk/certificates/calls';
import { certificateResponseSchema } from '@lectern/shared-sdk/certificates/schemas';
import { sendCacheable, strongETag } from '../../lib/http-cache';
import { found, notFoundMessages } from '../../lib/not-found';
import { sendSerialized } from '../../lib/response-cache';
import { routeOptions } from '../../lib/route-schemas';
import { anyone, currentUser, requireRole, signedIn } from '../../plugins/auth';
import { RenderedPdfCache, renderCertificatePdf, type RenderedPdf } from './certificate-pdf';
import { toCertificate } from './certificates.mapper';
import { certificatesRepository } from './certificates.repository';

export const certificateText = {
  notFound: notFoundMessages.certificate,
} as const;

/** The file name a downloaded certificate is saved under. */
export const certificateFileName = (id: string) => `lectern-certificate-${id}.pdf`;

/** The PDF as a download, cacheable like any public read (or 304 when the client holds it already). */
function sendPdf(request: FastifyRequest, reply: FastifyReply, id: string, { pdf, etag }: RenderedPdf): FastifyReply {
  return sendCacheable(request, reply, etag, () =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${certificateFileName(id)}"`)
      .send(pdf),
  );
}

/**
 * Certificates of completed courses. A learner lists their own; anyone holding a certificate's id (the link they
 * shared, the QR code on a printout) reads it and its PDF without signing in. Certificates are issued by the server
 * when an enrolment reaches 100 % (recomputeProgress), never through these routes.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = certificatesRepository(app.db);
  const pdfs = new RenderedPdfCache(async (certificate) => {
    const pdf = await renderCertificatePdf(certificate);
    return { pdf, etag: strongETag(pdf) };
  });
  const tags = ['certificates'];
  const studentOnly = routeOptions(tags, signedIn(app, requireRole('student')));
  const publicRead = routeOptions(tags, anyone);

  const findCertificate = async (id: string) => {
    return toCertificate(found(await certificates.find(id), certificateText.notFound), app.env.publicAppUrl);
  };

  app.route({
    ...studentOnly(certificatesCalls.listMyCertificates, { summary: "The student's certificates, the latest issued first" }),
    handler: async (request) => {
      const rows = await certificates.listForStudent(currentUser(request).id);
      return { certificates: rows.map((row) => toCertificate(row, app.env.publicAppUrl)) };
    },
  });

  app.route({
    ...publicRead(certificatesCalls.getCertificate, {
      summary: 'A certificate, for anyone holding its id: who completed which course, taught by whom, and when',
      description: 'No sign-in needed. 404 when no such certificate exists (never issued, or its learner was removed).',
      errors: [404],
    }),
    handler: async (request, reply) => {
      // Serialized here, through the route's schema, so the ETag is that of the bytes sent.
      const body = JSON.stringify(certificateResponseSchema.parse({ certificate: await findCertificate(request.params.id) }));
      return sendSerialized(request, reply, { body, headers: {}, etag: strongETag(body) });
    },
  });

  app.route({
    ...publicRead(certificatesCalls.certificatePdfUrl, {
      summary: 'A certificate as a PDF to download: A4 landscape, with its verification address and a QR code of it',
      description: 'No sign-in needed. 200 is application/pdf, sent as an attachment; 404 when no such certificate exists.',
      errors: [404],
    }),
    handler: async (request, reply) => {
      const certificate = await findCertificate(request.params.id);
      return sendPdf(request, reply, certificate.id, await pdfs.get(certificate));
    },
  });
};
