import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticFiles } from './static-files';
import { SECURITY_HEADERS, SERVER_TIMEOUTS } from './shell-app';

/**
 * One remote's origin: its working build folder as a CDN would serve it, and its releases under `releasesPrefix`
 * (releases/1.3.0/remoteEntry.js …), readable from any origin (the shell's page loads the entry and chunks, the shell's
 * server loads the server bundle). Files are looked up per request: a release uploaded while it runs is served at once.
 */
export async function createRemoteOrigin(distDir: string, releasesDir?: string, releasesPrefix = '/releases/'): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, return503OnClosing: true, ...SERVER_TIMEOUTS });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({ ...SECURITY_HEADERS, 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    if (request.method === 'OPTIONS') {
      return reply.code(204).headers({ 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '86400' }).send();
    }
  });
  await registerStaticFiles(app, { root: distDir, live: true });
  if (releasesDir) {
    // Created when missing: the first release may be uploaded while the origin runs.
    mkdirSync(releasesDir, { recursive: true });
    await registerStaticFiles(app, { root: releasesDir, live: true, prefix: releasesPrefix });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').type('text/plain; charset=utf-8').send('Method not allowed');
    }
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
