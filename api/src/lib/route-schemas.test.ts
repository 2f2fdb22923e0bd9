import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/core/schemas';
import { anyone } from '../plugins/auth';
import { routeOptions } from './route-schemas';

const itemSchema = z.object({ id: z.number() });
const guard = async () => {};
const guarded = { onRequest: [guard], signedIn: true as const };

describe('Route options', () => {
  it('give a guarded route its hooks, the bearer token and 401 and 403, and 400 when it takes input', () => {
    const options = routeOptions(
      ['items'],
      guarded,
    )({
      summary: 'One item',
      params: idParamsSchema,
      response: { 200: itemSchema },
      errors: [404],
    });

    expect(options.onRequest).toEqual([guard]);
    expect(options.schema).toEqual({
      tags: ['items'],
      security: [{ bearerAuth: [] }],
      summary: 'One item',
      params: idParamsSchema,
      response: { 200: itemSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
    });
  });

  it('add nothing to a public route without input but its own refusals', () => {
    const options = routeOptions(['items'], anyone)({ summary: 'Every item', response: { 200: itemSchema }, errors: [503] });

    expect(options).toEqual({ schema: { tags: ['items'], summary: 'Every item', response: { 200: itemSchema, 503: messageResponseSchema } } });
  });
});
