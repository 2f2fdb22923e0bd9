import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { exposedHeaders } from '../lib/pagination';

export interface SecurityPluginOptions {
  corsOrigins: string[];
}

const securityPlugin: FastifyPluginAsync<SecurityPluginOptions> = async (app, { corsOrigins }) => {
  await app.register(helmet, {
    // The API answers JSON only; its own documentation page sets a policy of its own (see docs.ts).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });

  await app.register(cors, {
    origin: corsOrigins,
    // The sign-in sends and receives its device cookie, and the Google sign-in hand-off's exchange sends its cookie
    // along (the app's pages are on another origin of the same site, listed above, never '*').
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders,
    maxAge: 600,
  });
};

export const security = fp(securityPlugin, { name: 'security' });
