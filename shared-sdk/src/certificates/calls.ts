import { defineCalls } from '../core/call';

export const certificatesCalls = defineCalls('certificates', {
  listMyCertificates: { method: 'GET', path: '/api/certificates' },
  getCertificate: { method: 'GET', path: '/api/certificates/:id' },
  // A download the browser makes from a link: its 200 is a PDF, not JSON, so its schema map gives no answer for it.
  certificatePdfUrl: { method: 'GET', path: '/api/certificates/:id/pdf' },
});
