import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { ImagePurpose } from '@lectern/shared-sdk/uploads/domain';
import { badRequest } from '../../lib/http-errors';

// Nothing is kept between images (the same picture is rarely sent twice), so libvips's cache only costs memory.
sharp.cache(false);
// Only the four decoders we take can run in this process: SVG (librsvg), PDF, TIFF, HEIF and the rest of libvips's
// loaders are blocked, so a file that gets past the first-bytes check below still reaches none of them.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp', 'VipsForeignLoadNsgif'] });

/** The largest upload taken, in bytes: a phone's photo fits; anything larger is refused (413) before it is decoded. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels an image may have (width × height): 40 megapixels, a large camera's photo. A small file can claim a
 * huge canvas (a decompression bomb: a few kilobytes of PNG that decode to gigabytes), so the size in the header is
 * checked before anything is decoded, and libvips refuses to go past it whatever the header said.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What each kind of image becomes: a course image fills the 16:10 frame the cards show; a profile photo, a square. */
export const imageBounds: Record<ImagePurpose, { width: number; height: number; enlarge: boolean }> = {
  // 3.2 times the 400×250 the course form recommends: sharp on a wide, high-density screen.
  'course-image': { width: 1280, height: 800, enlarge: false },
  // Avatars are shown at most 120 px wide; twice that for high-density screens.
  'profile-photo': { width: 256, height: 256, enlarge: true },
};

export const imageMessages = {
  notAnImage: 'The file is not an image we can use: upload a JPEG, PNG, WebP or GIF.',
  svg: 'SVG images are not accepted: upload a JPEG, PNG, WebP or GIF.',
  unreadable: 'The image could not be read: the file is damaged or incomplete. Try another file.',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  tooLarge: `The file is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  empty: 'The file is empty.',
} as const;

/** The formats taken, by the first bytes of the file (its name and declared type say nothing). */
type Format = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

function sniffFormat(bytes: Buffer): Format | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  return null;
}

/** Text that opens like SVG or XML (after a byte-order mark and blanks): told apart for a clearer message. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || (head.startsWith('<!doctype svg') && head.includes('<svg'))
  );
}

export interface ProcessedImage {
  bytes: Buffer;
  /** Content-addressed: the hash of the bytes, so an address never changes what it names and may be cached for ever. */
  name: string;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** The file name an image's bytes are kept under: `<sha-256, 32 hex digits>.webp`. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * An uploaded file made into an image we serve: its bytes must be a JPEG, PNG, WebP or GIF (the first frame) that
 * decodes whole; it is turned upright (EXIF orientation), cut and scaled to the purpose's frame, and encoded anew as
 * WebP with no metadata (no EXIF, GPS position or camera serial leaves with it). Anything else is refused with a 400
 * that says why. SVG is refused whatever it claims to be: it can carry scripts and links, and it never reaches a
 * decoder here.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest(imageMessages.empty);
  const format = sniffFormat(bytes);
  if (format === null) throw badRequest(looksLikeSvg(bytes) ? imageMessages.svg : imageMessages.notAnImage);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;

  let metadata: Metadata;
  try {
    // The header alone (nothing is decoded here), read without the pixel limit so that a canvas too large is told as such.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(imageMessages.unreadable);
  }
  // libvips names what it found: the magic bytes and the decoder must agree.
  if (metadata.format !== format) throw badRequest(imageMessages.notAnImage);
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(imageMessages.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest(imageMessages.tooManyPixels);

  const bounds = imageBounds[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, options)
      .autoOrient()
      .resize(bounds.width, bounds.height, { fit: 'cover', position: 'centre', withoutEnlargement: !bounds.enlarge })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that reads but a body that does not: truncated, or damaged past the first bytes.
    throw badRequest(imageMessages.unreadable);
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  return { bytes: output.data, name: `${hash}.webp`, contentType: 'image/webp', width: output.info.width, height: output.info.height };
}
