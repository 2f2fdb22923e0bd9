import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';

const HERO_INDIGO = { main: '#4f46e5', dark: '#3730a3', darkest: '#1e1b4b' };

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      // The brand's indigo with white words in either colour scheme, deeper in the dark one.
      sx={(theme) => ({
        color: 'common.white',
        background: `linear-gradient(135deg, ${HERO_INDIGO.dark} 0%, ${HERO_INDIGO.main} 100%)`,
        py: { xs: 8, md: 12 },
        ...theme.applyStyles('dark', { background: `linear-gradient(135deg, ${HERO_INDIGO.darkest} 0%, ${HERO_INDIGO.dark} 100%)` }),
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="home-hero-title"
          component="h1"
          variant="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.15 }}
        >
          Learn new skills, at your own pace
        </Typography>
        <Typography sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.95, maxWidth: 640, mx: 'auto' }}>
          Practical video courses from expert instructors in web development, data science, programming, machine learning and cybersecurity.
        </Typography>
        <Box sx={{ mt: 5, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.courses()}
            size="large"
            variant="contained"
            endIcon={<ArrowForward />}
            sx={{ bgcolor: 'common.white', color: HERO_INDIGO.dark, '&:hover': { bgcolor: 'grey.100' } }}
          >
            Explore Courses
          </Button>
          {!signedIn && (
            <Button
              component={RouterLink}
              to={paths.signup()}
              size="large"
              variant="outlined"
              sx={{
                color: 'inherit',
                borderColor: 'currentColor',
                '&:hover': { borderColor: 'currentColor', bgcolor: (theme) => theme.alpha(theme.palette.common.white, 0.12) },
              }}
            >
              Start Learning Free
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}
