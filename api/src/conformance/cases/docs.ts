import { sources, type ConformanceCase } from '../case';

/** The spec-conformance cases of the docs routes (see conformance-cases.ts). */
export const docsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/docs/json -> the OpenAPI document: pagination headers and _id fields documented',
    route: 'GET /api/docs/json',
    call: async () => ({ method: 'GET', url: '/api/docs/json' }),
    check: ({ body }) => {
      const document = body as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object; content?: unknown }> }>> };
      const list = document.paths['/api/courses']?.get?.responses['200'];
      expect(Object.keys(list?.headers ?? {})).toEqual(expect.arrayContaining(['X-Total-Count', 'Link', 'X-Unfiltered-Count']));
      expect(JSON.stringify(list?.content)).toContain('"_id"');
    },
  },
  ...(
    [
      ['/api/docs', 200],
      ['/api/docs/yaml', 200],
      // Swagger UI sends its own page's address back to the explorer's root.
      ['/api/docs/static/index.html', 302],
      ['/api/docs/static/swagger-initializer.js', 200],
      ['/api/docs/static/*', 200],
    ] as const
  ).map(([path, status]): ConformanceCase => ({
    source: sources.extension,
    row: `GET ${path} -> the API explorer (documentation, not data)`,
    route: `GET ${path}`,
    status,
    call: async () => ({ method: 'GET', url: path.replace('*', 'swagger-ui.css') }),
    check: () => undefined,
  })),
];
