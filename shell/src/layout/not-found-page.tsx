import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { Link as RouterLink, paths, useCurrentUser, useNavigate, type Role } from '@lectern/shared-sdk';

/**
 * Where to go instead, for whoever is looking: a visitor has no dashboard to go to (the spec's /dashboard and /profile
 * would only send them to sign in), so they get the catalogue and the way in; a signed-in person their own pages.
 */
function helpfulLinks(role: Role | undefined) {
  if (!role) {
    return [
      { label: 'Browse courses', href: paths.courses() },
      { label: 'Sign in', href: paths.login() },
      { label: 'Create an account', href: paths.signup() },
    ];
  }
  return [
    { label: 'Browse courses', href: paths.courses() },
    { label: 'Go to your dashboard', href: paths.roleHome(role) },
    { label: 'View your profile', href: paths.roleProfile(role) },
  ];
}

export function NotFoundPage() {
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  return (
    <Box component="section" sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: 'linear-gradient(135deg, #6366f1 0%, #0284c7 100%)',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has been moved.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mb: 4 }}>
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button variant="contained" startIcon={<HomeOutlined />} component={RouterLink} to={paths.home()}>
          Home
        </Button>
      </Stack>
      <Box component="nav" aria-label="Helpful links" sx={{ mb: 4 }}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          {helpfulLinks(role).map((link) => (
            <Link key={link.href} component={RouterLink} to={link.href}>
              {link.label}
            </Link>
          ))}
        </Stack>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
        Error Code: LOST_IN_CYBERSPACE_2024
      </Typography>
    </Box>
  );
}
