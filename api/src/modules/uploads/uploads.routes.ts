import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsCalls } from '@lectern/shared-sdk/uploads/calls';
import type { ImagePurpose } from '@lectern/shared-sdk/uploads/domain';
import { noneMatch } from '../../lib/http-cache';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { WorkQueue } from '../../lib/work-queue';
import { anyone, currentUser, requireActiveEducator, signedIn } from '../../plugins/auth';
import { imageMessages, MAX_UPLOAD_BYTES, processImage } from './image-processing';
import { createUploadStore } from './upload-store';

/** How long a browser or a CDN may keep an uploaded image: a year, unchanged, since its name is its content's hash. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An image's bytes, kept for a year by anyone (304 when the client holds them); its type follows from its name. */
function sendImage(request: FastifyRequest, reply: FastifyReply, name: string, bytes: Buffer): FastifyReply {
  const etag = `"${name.slice(0, name.indexOf('.'))}"`;
  reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', etag);
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('image/webp').send(bytes);
}

export const uploadMessages = {
  notMultipart: 'Send the image as multipart/form-data, with the file in one part.',
  noFile: 'Choose an image file to upload.',
  oneFile: 'Send one image at a time.',
  malformed: 'The upload could not be read: send the image as multipart/form-data.',
  busy: 'The server is busy with other images. Try again in a moment.',
  ownBusy: 'Your previous image is still being processed. Try again in a moment.',
  tooMany: (wait: string) => `Too many images uploaded. Try again in ${wait}.`,
  notFound: 'Image not found',
} as const;

/** Uploads per account per hour: more than anyone editing courses and a photo needs, few enough to fill no disk. */
const UPLOADS_PER_HOUR = 60;

/**
 * The file of a multipart request, read whole (at most MAX_UPLOAD_BYTES) into memory. Every way a client's body can be
 * wrong is a 4xx saying what to do: not multipart (415), no file (400), a second file or a field (413 from the
 * parser's limits, said as one image at a time), a file over the limit (413), a body that breaks off (400).
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
  try {
    let bytes: Buffer | undefined;
    // Fields are read and let go; a second file stops the parser (files: 1), said as one image at a time.
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
    if (!bytes) throw badRequest(uploadMessages.noFile);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, imageMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, uploadMessages.oneFile);
    // Whatever else the parser met (a missing boundary, a form cut short) was in the request, not in the server.
    throw badRequest(uploadMessages.malformed);
  }
}

/**
 * Uploaded images: a course image (its educator, active) and a profile photo (anyone signed in), checked, resized and
 * re-encoded by image-processing.ts and kept in the upload store; and each image by its name, which the site serves
 * from its own origin at /uploads/<name> (the shell's server reads it here). What is saved on a course or a profile is
 * the address the upload answers, through the course's and the profile's own changes.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createUploadStore(app.env.uploads);
  app.addHook('onClose', () => store.close());
  // Decoding and resizing a large photo takes a core for a fraction of a second: one at a time, a few waiting, and no
  // account holding more than one place, so a burst of uploads neither starves the API nor holds many files in memory.
  const work = new WorkQueue({
    concurrency: 1,
    maxWaiting: 8,
    maxPerKey: 1,
    busyMessage: uploadMessages.busy,
    keyBusyMessage: uploadMessages.ownBusy,
  });
  const perAccount = app.rateLimit('image-uploads', { limit: UPLOADS_PER_HOUR, windowSeconds: 3600 });

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  // Any other body (JSON, a bare image) reaches the handler unread, which says how to send it (a 415 with the API's
  // usual advice to send JSON would be wrong here).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const tags = ['uploads'];
  const activeEducator = routeOptions(tags, signedIn(app, requireActiveEducator));
  const anyUser = routeOptions(tags, signedIn(app));
  const publicRead = routeOptions(tags, anyone);

  async function upload(request: FastifyRequest, purpose: ImagePurpose) {
    const user = currentUser(request);
    const place = work.reserve(`user:${user.id}`);
    try {
      await perAccount.take(String(user.id), uploadMessages.tooMany);
      const bytes = await readUploadedFile(request);
      const image = await place.run(() => processImage(bytes, purpose));
      await store.put(image.name, { bytes: image.bytes, contentType: image.contentType });
      request.log.info({ purpose, name: image.name, bytes: image.bytes.length, width: image.width, height: image.height }, 'image uploaded');
      return {
        url: `${app.env.publicAppUrl}/uploads/${image.name}`,
        name: image.name,
        width: image.width,
        height: image.height,
        contentType: image.contentType,
      };
    } finally {
      place.release();
    }
  }

  const uploadDescription =
    'multipart/form-data with one file part (any field name), at most 8 MB. The bytes must be a JPEG, PNG, WebP or GIF ' +
    '(its first frame) of at most 40 megapixels that decodes whole; SVG and anything else is refused (400) with a message. ' +
    'The image is turned upright, cut to its frame, stripped of its metadata and re-encoded as WebP; the answer is its ' +
    "address on the site's origin, to save as the image. 413 past 8 MB, 415 for a body that is not multipart, 429 past " +
    `${UPLOADS_PER_HOUR} uploads an hour.`;

  app.route({
    ...activeEducator(uploadsCalls.uploadCourseImage, {
      summary: 'Upload a course image (active educators): cut to 16:10, at most 1280×800',
      description: uploadDescription,
      errors: [413, 415, 429, 503],
    }),
    handler: async (request, reply) => reply.code(201).send(await upload(request, 'course-image')),
  });

  app.route({
    ...anyUser(uploadsCalls.uploadProfilePhoto, {
      summary: 'Upload a profile photo (anyone signed in): cut square, 256×256',
      description: uploadDescription,
      errors: [413, 415, 429, 503],
    }),
    handler: async (request, reply) => reply.code(201).send(await upload(request, 'profile-photo')),
  });

  app.route({
    ...publicRead(uploadsCalls.getUploadedImage, {
      summary: 'An uploaded image, by its name',
      description:
        'The WebP bytes, cacheable for a year (the name is the hash of the bytes, so they never change). The site serves ' +
        'it at /uploads/<name> on its own origin. 404 when no image has the name.',
      errors: [404, 503],
    }),
    handler: async (request, reply) => {
      const { name } = request.params;
      const image = await store.get(name);
      if (!image) throw notFound(uploadMessages.notFound);
      return sendImage(request, reply, name, image.bytes);
    },
  });
};
