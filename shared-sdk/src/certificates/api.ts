import type { CertificateId } from './schemas';
import { apiBaseUrl } from '../core/http';
import { fillPath } from '../core/call';
import { certificatesCalls } from './calls';

/** The certificate as a PDF: a link the browser downloads (the API sends it as an attachment), no token needed. */
export const certificatePdfUrl = (id: CertificateId) => `${apiBaseUrl()}${fillPath(certificatesCalls.certificatePdfUrl, { id })}`;
