import { defineCalls } from './call';

export const certificatesCalls = defineCalls({
  listMyCertificates: { method: 'GET', path: '/api/certificates', responses: { 200: 'certificatesResponseSchema' } },
  getCertificate: { method: 'GET', path: '/api/certificates/:id', params: 'certificateIdParamsSchema', responses: { 200: 'certificateResponseSchema' } },
  // A download the browser makes from a link: its 200 is a PDF, not JSON, so the contract names no schema for it.
  certificatePdfUrl: { method: 'GET', path: '/api/certificates/:id/pdf', params: 'certificateIdParamsSchema', responses: {} },
});
