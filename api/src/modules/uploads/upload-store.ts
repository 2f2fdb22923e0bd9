import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { UploadsConfig } from '../../config/env';
import { serviceUnavailable } from '../../lib/http-errors';
import { UPLOAD_NAME } from './image-processing';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images are kept, by their content-addressed name (image-processing.ts's UPLOAD_NAME): a folder on
 * disk by default, an S3-compatible bucket when one is configured. A name is written once with the bytes it names,
 * so writing it again is harmless and nothing is ever changed in place.
 */
export interface UploadStore {
  readonly kind: UploadsConfig['kind'];
  put(name: string, image: StoredImage): Promise<void>;
  /** null when no image has that name. */
  get(name: string): Promise<StoredImage | null>;
  /** Deletes the image of that name; none is no error. */
  remove(name: string): Promise<void>;
  /** Lets go of its connections when the API stops. */
  close(): void;
}

export const storeMessages = {
  unavailable: 'Image storage is unavailable. Try again later.',
} as const;

/** Every name a store is asked for is checked first: only the names it hands out, never a path of any other shape. */
function assertName(name: string): void {
  if (!UPLOAD_NAME.test(name)) throw new TypeError(`not an upload name: ${name}`);
}

const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/** A folder on disk (UPLOADS_DIR; `api/data/uploads` by default). Writes go through a temporary file and a rename. */
export function diskUploadStore(dir: string): UploadStore {
  let made: Promise<unknown> | undefined;
  return {
    kind: 'disk',
    async put(name, { bytes }) {
      assertName(name);
      made ??= mkdir(dir, { recursive: true });
      await made;
      const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(dir, name));
    },
    async get(name) {
      assertName(name);
      try {
        return { bytes: await readFile(path.join(dir, name)), contentType: contentTypeOf(name) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      assertName(name);
      await rm(path.join(dir, name), { force: true });
    },
    close() {},
  };
}

/** Whether the service said that no object has the key (as opposed to failing). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …) through the official client. The objects
 * are private: the API reads them and the site serves them from its own origin. A failure of the service is a 503
 * for the request that met it, never a 500.
 */
export function s3UploadStore(config: Extract<UploadsConfig, { kind: 's3' }>, client?: S3Client): UploadStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where the operation requires them: several S3-compatible services refuse the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, { bytes, contentType }) {
      assertName(name);
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw serviceUnavailable(storeMessages.unavailable, error);
      }
    },
    async get(name) {
      assertName(name);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? contentTypeOf(name) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw serviceUnavailable(storeMessages.unavailable, error);
      }
    },
    async remove(name) {
      assertName(name);
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
      } catch (error) {
        if (!isMissing(error)) throw serviceUnavailable(storeMessages.unavailable, error);
      }
    },
    close() {
      if (!client) s3.destroy();
    },
  };
}

export function createUploadStore(config: UploadsConfig): UploadStore {
  return config.kind === 's3' ? s3UploadStore(config) : diskUploadStore(config.dir);
}
