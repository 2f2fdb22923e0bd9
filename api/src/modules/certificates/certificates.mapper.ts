import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Certificate } from '@lectern/shared-sdk/certificates/schemas';
import type { CertificateRow } from '../../db/schema';
import { parseQuizResults } from './certificates.repository';

/** The certificate as the API answers it; `appUrl` is the web front end's public address (PUBLIC_APP_URL). */
export function toCertificate(row: CertificateRow, appUrl: string): Certificate {
  return {
    id: row.id,
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    educatorName: row.educator_name,
    courseId: row.course_id,
    completedAt: row.completed_at,
    issuedAt: row.issued_at,
    verificationUrl: `${appUrl}${paths.certificate(row.id)}`,
    quizResults: parseQuizResults(row),
  };
}
