import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The form field's name; 'image' unless a test says otherwise. */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it, and its Content-Type: for `t.request(…, upload(…))`. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lectern${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'image'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file, as the upload forms send it. */
export const upload = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') => multipartBody([{ filename, contentType, data }]);
