import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  formatCertificateDate,
  isCertificateId,
  Link as RouterLink,
  paths,
  useApi,
  useCertificate,
  useParams,
  type Certificate,
} from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { MissingPage } from '../../shared/missing-page';

/** What the page and its head say when an id names no certificate. */
export const certificateMissingText = {
  title: 'Certificate not found',
  text: 'No certificate exists with this ID. Check the address, or ask the person who shared it for the link.',
} as const;

/**
 * /certificates/{id}: anyone, signed in or not, checks a certificate a learner shared. Rendered by the server (a
 * shared link previews with its Open Graph tags); a made-up id says so, with status 404.
 */
export function CertificatePage() {
  const { certificateId } = useParams();
  const id = isCertificateId(certificateId) ? certificateId : null;
  const certificate = useCertificate(id, { failure: 'Failed to load the certificate.' });

  if (id === null || certificate.data === null) return <MissingPage {...certificateMissingText} />;
  if (certificate.data === undefined) {
    if (!certificate.isError) return <PageLoading label="Loading certificate" />;
    const failed = { title: 'Failed to load the certificate.', text: 'Something went wrong while checking this certificate.' };
    return <MissingPage {...failed} onRetry={() => void certificate.refetch()} />;
  }
  return <CertificateView certificate={certificate.data} />;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'grid', gap: 0.25, alignContent: 'start' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const api = useApi();
  const completed = formatCertificateDate(certificate.completedAt);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 3, borderWidth: 2, borderColor: 'primary.light', textAlign: 'center' }}>
        <WorkspacePremiumIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="overline" component="p" color="text.secondary" sx={{ letterSpacing: 2 }}>
          Certificate of completion
        </Typography>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.8rem' }, overflowWrap: 'anywhere' }}>
          {certificate.learnerName}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: '1.1rem' }}>completed the course</Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
          {certificate.courseTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          taught by {certificate.educatorName}, on {completed}
        </Typography>
        <Chip
          icon={<VerifiedIcon />}
          label="Valid certificate, issued by Lectern"
          color="success"
          variant="outlined"
          // The label wraps on a narrow phone instead of being cut short.
          sx={{ mt: 3, fontWeight: 600, height: 'auto', py: 0.5, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
        <Divider sx={{ my: 4 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            textAlign: 'left',
          }}
        >
          <Detail label="Learner">{certificate.learnerName}</Detail>
          <Detail label="Course">
            {certificate.courseId === null ? (
              certificate.courseTitle
            ) : (
              <Box component={RouterLink} to={paths.courseDetail(certificate.courseId)} sx={{ color: 'primary.main' }}>
                {certificate.courseTitle}
              </Box>
            )}
          </Detail>
          <Detail label="Educator">{certificate.educatorName}</Detail>
          <Detail label="Completed on">{completed}</Detail>
          <Detail label="Certificate ID">{certificate.id}</Detail>
        </Box>
        {certificate.quizResults.length > 0 ? (
          <Box component="section" aria-labelledby="quiz-results" sx={{ mt: 3, textAlign: 'left' }}>
            <Typography id="quiz-results" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Quizzes passed
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
              {certificate.quizResults.map((result) => (
                <Box
                  component="li"
                  key={result.title}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderBottom: 1, borderColor: 'divider', pb: 0.75 }}
                >
                  <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{result.title}</Typography>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {result.score} %{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      (pass mark {result.passMark} %)
                    </Box>
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
        <Button component="a" href={api.certificatePdfUrl(certificate.id)} download variant="contained" startIcon={<DownloadIcon />} sx={{ mt: 4 }}>
          Download PDF
        </Button>
      </Paper>
    </Container>
  );
}
