import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** The conformance cases of the site's own pages and the contact form (see conformance-cases.ts). */
export const pagesCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/pages/:slug | none | {page: {slug, title, markdown, html, version, updatedAt}}',
    route: 'GET /api/pages/:slug',
    call: async () => ({ method: 'GET', url: '/api/pages/about' }),
    check: ({ body }) => expect(under('page')(body)).toMatchObject({ slug: 'about', title: expect.any(String), html: expect.any(String) }),
  },
  {
    source: sources.extension,
    row: 'POST /api/contact {name, email, subject, message} | none | 201 {message}',
    route: 'POST /api/contact',
    status: 201,
    call: async ({ freshEmail }) => ({
      method: 'POST',
      url: '/api/contact',
      body: { name: 'Lena Park', email: freshEmail(), subject: 'A question', message: 'Do you offer invoices?' },
    }),
    check: ({ body }) => expect(body).toEqual({ message: expect.any(String) }),
  },
  {
    source: sources.extension,
    row: 'GET /api/admin/pages | admin | {pages: [{slug, title, version, updatedAt, updatedBy}]}',
    route: 'GET /api/admin/pages',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/pages', token: admin.token }),
    check: ({ body }) => expect((under('pages')(body) as unknown[]).length).toBe(6),
  },
  {
    source: sources.extension,
    row: 'GET /api/admin/pages/:slug/versions | admin | {versions: [{version, title, markdown, editedAt, editedBy}]} newest first',
    route: 'GET /api/admin/pages/:slug/versions',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/pages/help/versions', token: admin.token }),
    check: ({ body }) => expect(under('versions')(body)).toEqual(expect.arrayContaining([expect.objectContaining({ version: 1, editedBy: null })])),
  },
  {
    source: sources.extension,
    row: 'PUT /api/admin/pages/:slug {title, markdown, baseVersion} | admin | {message, page}; 409 when saved meanwhile',
    route: 'PUT /api/admin/pages/:slug',
    call: async ({ t, admin }) => {
      const { version } = ((await t.get('/api/pages/cookies')).body as { page: { version: number } }).page;
      return {
        method: 'PUT',
        url: '/api/admin/pages/cookies',
        token: admin.token,
        body: { title: 'Cookies', markdown: 'Only the ones we need.', baseVersion: version },
      };
    },
    check: ({ body }) => expect(body).toMatchObject({ message: expect.any(String), page: { slug: 'cookies', markdown: 'Only the ones we need.' } }),
  },
  {
    source: sources.extension,
    row: 'POST /api/admin/pages/preview {markdown} | admin | {html}',
    route: 'POST /api/admin/pages/preview',
    call: async ({ admin }) => ({ method: 'POST', url: '/api/admin/pages/preview', token: admin.token, body: { markdown: '*hi*' } }),
    check: ({ body }) => expect(body).toEqual({ html: '<p><em>hi</em></p>\n' }),
  },
];
