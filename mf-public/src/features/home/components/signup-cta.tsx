import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';

export function SignupCta() {
  return (
    <Container component="section" aria-labelledby="home-cta-title" maxWidth="md" sx={{ py: { xs: 8, md: 10 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Typography id="home-cta-title" component="h2" variant="h4" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, fontWeight: 800 }}>
          Ready to start learning?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          Create a free student account and enrol in your first course today.
        </Typography>
        <Button component={RouterLink} to={paths.signup()} variant="contained" size="large">
          Sign Up Now
        </Button>
      </Paper>
    </Container>
  );
}
