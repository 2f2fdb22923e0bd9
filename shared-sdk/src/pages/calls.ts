import { defineCalls } from '../core/call';

// The site's own pages (About, Contact, Help and the legal pages: not in the spec, which links them from every
// footer), which admins write in Markdown, and the contact form that reaches the admins.
export const pagesCalls = defineCalls('pages', {
  getContentPage: { method: 'GET', path: '/api/pages/:slug' },
  sendContactMessage: { method: 'POST', path: '/api/contact' },
  listContentPages: { method: 'GET', path: '/api/admin/pages' },
  listContentPageVersions: { method: 'GET', path: '/api/admin/pages/:slug/versions' },
  updateContentPage: { method: 'PUT', path: '/api/admin/pages/:slug' },
  previewContentPage: { method: 'POST', path: '/api/admin/pages/preview' },
});
