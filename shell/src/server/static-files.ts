import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Webpack names every chunk by content (`[id].[contenthash:10].js`): the name changes whenever the bytes do. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The build's brotli and gzip copies (see compressionPlugins in shared-sdk/webpack) are variants, never files of their own. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

function cacheControlFor(file: string): string {
  return HASHED_ASSET.test(file.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}

export interface StaticFilesOptions {
  root: string;
  /** Files under root that are not served (the page template, the server bundle, build stamps). */
  ignore?: string[];
  /**
   * Files are looked up on disk per request: a deploy that replaces the folder's contents is served at once. Without
   * it the list of files is read at start (the shell's own files change with a restart only).
   */
  live?: boolean;
  /** The URL folder the files are served under ('/' by default). A second folder on one server needs its own. */
  prefix?: string;
}

/**
 * A build folder over @fastify/static: the build's pre-compressed copies sent as they are (no compression per request),
 * content-hashed chunks cached for a year, everything else revalidated by ETag.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, ignore = [], live = false, prefix = '/' }: StaticFilesOptions,
): Promise<void> {
  const ignored = [...COMPRESSED_COPIES, ...ignore];
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    prefix,
    // reply.sendFile is decorated once per server: by the first folder.
    decorateReply: !app.hasReplyDecorator('sendFile'),
    index: false,
    wildcard: live,
    globIgnore: ignored,
    preCompressed: true,
    // The chunk names carry the version; a Last-Modified of a copied folder says nothing.
    lastModified: false,
    // Set per file below (send's own would say max-age=0 for all).
    cacheControl: false,
    serveDotFiles: false,
    allowedPath: (pathname) => !ignore.some((pattern) => matchesIgnore(pathname.replace(/^\/+/, ''), pattern)),
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath));
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** The two glob shapes used here: 'name' (one file) and 'folder/**' (everything under a folder). */
function matchesIgnore(file: string, pattern: string): boolean {
  if (pattern.endsWith('/**')) return file.startsWith(pattern.slice(0, -2));
  return file === pattern;
}
