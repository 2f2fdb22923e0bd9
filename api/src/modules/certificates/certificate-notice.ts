import type { Kysely } from 'kysely';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Database } from '../../db/schema';
import type { Notify } from '../notifications/notify';

/** Tells each student whose enrolment just got its certificate (recomputeProgress's answer), in the same transaction. */
export async function noticeCertificates(notify: Notify, trx: Kysely<Database>, enrollmentIds: readonly number[]): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const rows = await trx
    .selectFrom('certificates as cert')
    .innerJoin('enrollments as e', 'e.id', 'cert.enrollment_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['cert.id', 'e.student_id', 'c.title'])
    .where('cert.enrollment_id', 'in', enrollmentIds)
    .execute();
  await notify(
    trx,
    rows.map((row) => ({
      userId: row.student_id,
      kind: 'certificate_earned' as const,
      key: `certificate_earned:${row.id}`,
      title: 'You earned a certificate',
      body: `You completed “${row.title}”. Your certificate is ready to share.`,
      link: paths.certificate(row.id),
    })),
  );
}
