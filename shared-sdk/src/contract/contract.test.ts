import { z } from 'zod';
import * as schemas from '../schemas';
import { fillPath, type Call } from './call';
import { everyCall } from './index';

const calls = everyCall().map(({ name, call }) => [name, call] as const);
const pathParamNames = (call: Call) => [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
const schemaNamed = (name: string) => (schemas as Record<string, unknown>)[name];

describe('the contract', () => {
  it('declares each method and path once', () => {
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it.each(calls)('%s names schemas that exist', (_name, call) => {
    const named = [call.params, call.query, call.body, ...Object.values(call.responses)].filter((name) => name !== undefined);
    for (const name of named) expect(schemaNamed(name)).toBeInstanceOf(z.ZodType);
  });

  it.each(calls)("%s: its params schema takes exactly the path's parameters", (_name, call) => {
    const params = call.params === undefined ? undefined : schemaNamed(call.params);
    const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(keys).toEqual(pathParamNames(call));
  });
});

describe('fillPath', () => {
  const call = { method: 'PATCH', path: '/api/courses/:id/modules/:moduleId', responses: {} } as const;

  it('puts each parameter in its place, encoded', () => {
    expect(fillPath(call, { id: 4, moduleId: 'a b' })).toBe('/api/courses/4/modules/a%20b');
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => fillPath(call, { id: 4 } as never)).toThrow('PATCH /api/courses/:id/modules/:moduleId needs its moduleId');
  });
});
