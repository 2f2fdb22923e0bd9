import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * A tiny S3-compatible object store on loopback for the API's tests: PUT and GET of objects at path-style addresses
 * (`/<bucket>/<key>`), as MinIO and most S3-compatible services take them. It checks that a request is signed
 * (AWS Signature V4's Authorization header) but not the signature. `failing` makes it answer every request with a 500,
 * as a service having an outage does.
 */
export class FakeS3 {
  readonly objects = new Map<string, FakeS3Object>();
  readonly requests: { method: string; path: string }[] = [];
  failing = false;
  private server: Server | undefined;

  constructor(readonly bucket = 'lectern-test') {}

  /** Starts listening on a free loopback port; answers its endpoint URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, headers = {}, body }) => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The object at a key of the bucket. */
  object(key: string): FakeS3Object | undefined {
    return this.objects.get(key);
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer | string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const path = decodeURIComponent(url.pathname);
    this.requests.push({ method: request.method ?? '', path });
    if (this.failing) return error(500, 'InternalError', 'We encountered an internal error. Please try again.');
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return error(403, 'AccessDenied', 'Access Denied');
    const prefix = `/${this.bucket}/`;
    if (!path.startsWith(prefix)) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = path.slice(prefix.length);
    if (request.method === 'PUT') {
      this.objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      return { status: 200, headers: { ETag: '"fake"' } };
    }
    if (request.method === 'GET') {
      const object = this.objects.get(key);
      if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
      return {
        status: 200,
        headers: { 'Content-Type': object.contentType ?? 'binary/octet-stream', 'Content-Length': String(object.body.length) },
        body: object.body,
      };
    }
    return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
}

function error(status: number, code: string, message: string) {
  return {
    status,
    headers: { 'Content-Type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}
