import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPrefix = '/api/docs';

export interface ResponseHeader {
  description: string;
  schema: { type: 'string' | 'integer' };
}

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI only: the headers a response carries, by status code (the runtime does not read it). */
    responseHeaders?: Record<number, Record<string, ResponseHeader>>;
  }
}

/** Zod schemas to JSON schema, then each route's `responseHeaders` onto its documented responses. */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const headers = input.schema?.responseHeaders;
  const schema = output.schema as { response?: Record<string, object>; responseHeaders?: unknown };
  delete schema.responseHeaders;
  if (headers && schema.response) {
    for (const [status, described] of Object.entries(headers)) {
      const response = schema.response[status];
      if (response) schema.response[status] = { ...response, headers: described };
    }
  }
  return output;
};

const docsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lectern API',
        version: '0.1.0',
        description: 'Online course marketplace. Errors are always `{ message }`; authenticated calls send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'auth', description: 'Sign-in, sign-up and password recovery' },
        { name: 'courses', description: 'Catalogue and course content' },
        { name: 'enrollments', description: "A student's courses and progress" },
        { name: 'stats', description: 'Platform figures' },
        { name: 'insights', description: "Educators' course insights and the platform's trends" },
        { name: 'health', description: 'Liveness and database reachability' },
      ],
    },
    transform,
  });

  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // Swagger UI's own default policy minus upgrade-insecure-requests, which breaks it on plain-http localhost.
    staticCSP:
      "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; " +
      "img-src 'self' data:; font-src 'self' data:; script-src 'self'; style-src 'self' https:; connect-src 'self'",
  });
};

export const docs = fp(docsPlugin, { name: 'docs' });
