import type { CertificateId } from '../schemas/certificates';
import { apiBaseUrl, request } from '../client/http';

export const listMyCertificates = () => request('get', '/api/certificates', (s) => s.certificatesResponseSchema);
export const getCertificate = (id: CertificateId) =>
  request('get', `/api/certificates/${encodeURIComponent(id)}`, (s) => s.certificateResponseSchema);
/** The certificate as a PDF: a link the browser downloads (the API sends it as an attachment), no token needed. */
export const certificatePdfUrl = (id: CertificateId) => `${apiBaseUrl()}/api/certificates/${encodeURIComponent(id)}/pdf`;
