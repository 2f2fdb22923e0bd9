import { formatLongDate } from '../core/format';
/** What a certificate's sharing needs of it. */
export interface ShareableCertificate {
  id: string;
  courseTitle: string;
  completedAt: string;
  verificationUrl: string;
}

/**
 * LinkedIn's "Add license or certification" form, filled in: the course as the certification's name, Lectern as
 * the issuing organisation, the month it was earned, and the verification address and id
 * (https://addtoprofile.linkedin.com/).
 */
export function linkedInAddCertificationUrl(certificate: ShareableCertificate): string {
  const completed = new Date(certificate.completedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: 'Lectern',
    issueYear: String(completed.getUTCFullYear()),
    issueMonth: String(completed.getUTCMonth() + 1),
    certUrl: certificate.verificationUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** 'November 24, 2026': the day a certificate names, in UTC, so the server's page and the browser's agree. */
export const formatCertificateDate = (iso: string): string => formatLongDate(iso);

/** A certificate's id as the API issues it (128 random bits, base64url): anything else names no certificate. */
export function isCertificateId(text: string | undefined): text is string {
  return text !== undefined && /^[A-Za-z0-9_-]{22}$/.test(text);
}
