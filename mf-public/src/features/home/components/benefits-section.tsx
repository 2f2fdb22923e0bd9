import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AllInclusive from '@mui/icons-material/AllInclusive';
import Groups from '@mui/icons-material/Groups';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

const benefits: { title: string; text: string; icon: ReactElement }[] = [
  {
    title: 'Expert Instructors',
    text: 'Learn from practitioners who teach what they use at work every day.',
    icon: <Groups fontSize="large" />,
  },
  {
    title: 'Verified Certificates',
    text: 'Finish a course and show what you have achieved with a certificate.',
    icon: <WorkspacePremium fontSize="large" />,
  },
  {
    title: 'Lifetime Access',
    text: 'Enrol once and come back to every lesson whenever you need it.',
    icon: <AllInclusive fontSize="large" />,
  },
];

export function BenefitsSection() {
  return (
    <Container component="section" aria-labelledby="home-benefits-title" maxWidth="lg" sx={{ py: { xs: 8, md: 10 } }}>
      <Typography
        id="home-benefits-title"
        component="h2"
        variant="h4"
        sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, fontWeight: 800, textAlign: 'center', mb: 6 }}
      >
        Why learn with Lectern
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {benefits.map((benefit) => (
          <Box key={benefit.title} sx={{ textAlign: 'center', px: 2 }}>
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 64,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                color: 'primary.main',
              }}
            >
              {benefit.icon}
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {benefit.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {benefit.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
