import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { formatCertificateDate, Link as RouterLink, linkedInAddCertificationUrl, notify, paths, useApi, type Certificate } from '@lectern/shared-sdk';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied', 'Anyone with the link can check the certificate.');
  } catch {
    notify.error('Could not copy the link', url);
  }
}

/**
 * A certificate the learner earned, with what they do with it: open its public page, download the PDF, add it to
 * their LinkedIn profile, copy the link to share. `heading` names the course when certificates are listed together.
 */
export function CertificatePanel({ certificate, heading = 'Certificate earned' }: { certificate: Certificate; heading?: string }) {
  const titleId = useId();
  const api = useApi();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', borderColor: 'success.light', borderRadius: 2 }}
    >
      <WorkspacePremiumIcon color="success" sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {heading === certificate.courseTitle ? 'Completed' : `${certificate.courseTitle} · completed`}{' '}
            {formatCertificateDate(certificate.completedAt)} · taught by {certificate.educatorName}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.certificate(certificate.id)} variant="contained" size="small" startIcon={<WorkspacePremiumIcon />}>
            View certificate
          </Button>
          <Button component="a" href={api.certificatePdfUrl(certificate.id)} download variant="outlined" size="small" startIcon={<DownloadIcon />}>
            Download PDF
          </Button>
          <Button
            component="a"
            href={linkedInAddCertificationUrl(certificate)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            startIcon={<LinkedInIcon />}
          >
            Add to LinkedIn profile
          </Button>
          <Button variant="text" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyLink(certificate.verificationUrl)}>
            Copy link
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
