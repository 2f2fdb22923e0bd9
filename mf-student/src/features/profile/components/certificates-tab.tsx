import Stack from '@mui/material/Stack';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { paths, useMyCertificates } from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { CertificatePanel } from '../../../shared/certificate-panel';

/** The learner's certificates, the latest first, each with its page, PDF and ways to share it. */
export function CertificatesTab() {
  const certificates = useMyCertificates({ failure: 'Failed to load your certificates.' });
  if (certificates.data === undefined) return <PageLoading label="Loading certificates" />;
  if (certificates.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={<WorkspacePremiumIcon />}
        title="No certificates yet"
        description="Finish a course and its certificate appears here, ready to download and share."
        actionLabel="Go to My Learning"
        actionTo={paths.student.myLearning()}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {certificates.data.map((certificate) => (
        <CertificatePanel key={certificate.id} certificate={certificate} heading={certificate.courseTitle} />
      ))}
    </Stack>
  );
}
