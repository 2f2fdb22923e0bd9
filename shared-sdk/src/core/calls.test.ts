import { z } from 'zod';
import { callSchemas } from './all-schemas';
import { fillPath, type Call, type CallShapes } from './call';
import { calls as callTables, everyCall } from './calls';

const calls = everyCall().map(({ name, call }) => [name, call] as const);
const pathParamNames = (call: Call) => [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
const shapesOf = (call: Call) => (callSchemas as unknown as Record<string, Record<string, CallShapes | undefined>>)[call.domain]?.[call.name];

describe('the calls', () => {
  it('declares each method and path once', () => {
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it.each(calls)('%s is filed under its own domain and name', (name, call) => {
    expect(`${call.domain}.${call.name}`).toBe(name);
  });

  it('has schemas for every call and for no other', () => {
    const mapped = Object.entries(callSchemas).flatMap(([domain, shapes]) => Object.keys(shapes).map((name) => `${domain}.${name}`));
    const declared = Object.entries(callTables).flatMap(([domain, table]) => Object.keys(table).map((name) => `${domain}.${name}`));
    expect(mapped.sort()).toEqual(declared.sort());
  });

  it.each(calls)('%s has zod schemas for its shapes', (_name, call) => {
    const shapes = shapesOf(call);
    const schemas = [shapes?.params, shapes?.query, shapes?.body, ...Object.values(shapes?.responses ?? {})].filter((schema) => schema !== undefined);
    for (const schema of schemas) expect(schema).toBeInstanceOf(z.ZodType);
  });

  it.each(calls)("%s: its params schema takes exactly the path's parameters", (_name, call) => {
    const params = shapesOf(call)?.params;
    const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(keys).toEqual(pathParamNames(call));
  });
});

describe('fillPath', () => {
  const call = { method: 'PATCH', path: '/api/courses/:id/modules/:moduleId' } as const;

  it('puts each parameter in its place, encoded', () => {
    expect(fillPath(call, { id: 4, moduleId: 'a b' })).toBe('/api/courses/4/modules/a%20b');
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => fillPath(call, { id: 4 } as never)).toThrow('PATCH /api/courses/:id/modules/:moduleId needs its moduleId');
  });
});
