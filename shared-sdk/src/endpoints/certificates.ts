import type { CertificateId } from '../schemas/certificates';
import { apiBaseUrl, call } from '../client/http';
import { fillPath } from '../contract/call';
import { certificatesCalls } from '../contract/certificates';

export const listMyCertificates = () => call(certificatesCalls.listMyCertificates);
export const getCertificate = (id: CertificateId) => call(certificatesCalls.getCertificate, { params: { id } });
/** The certificate as a PDF: a link the browser downloads (the API sends it as an attachment), no token needed. */
export const certificatePdfUrl = (id: CertificateId) => `${apiBaseUrl()}${fillPath(certificatesCalls.certificatePdfUrl, { id })}`;
