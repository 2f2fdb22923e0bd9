import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';
import { thisBuild } from '@lectern/shared-sdk/release';
import { BrandMark } from './brand-mark';
import { ColorSchemeButton } from './color-scheme-button';

interface FooterLink {
  label: string;
  href: string;
}

// The spec links these pages without showing them: the public area serves them, with the words admins write.
const quickLinks: FooterLink[] = [
  { label: 'Courses', href: paths.courses() },
  { label: 'About', href: paths.contentPage('about') },
  { label: 'Contact', href: paths.contentPage('contact') },
  { label: 'Help', href: paths.contentPage('help') },
];

const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', href: paths.contentPage('privacy') },
  { label: 'Terms of Service', href: paths.contentPage('terms') },
  { label: 'Cookie Policy', href: paths.contentPage('cookies') },
];

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link component={RouterLink} to={link.href} color="text.secondary" variant="body2">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 8 }} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <BrandMark />
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
                Lectern
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Learn from expert educators at your own pace: video courses, progress tracking and a community of learners.
            </Typography>
          </Box>
          <Stack direction="row" spacing={{ xs: 6, sm: 10 }}>
            <LinkColumn title="Quick Links" links={quickLinks} />
            <LinkColumn title="Legal" links={legalLinks} />
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Lectern. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ColorSchemeButton />
            {/* The shell's release, for a support request or a deploy check. */}
            <Typography variant="caption" color="text.secondary" data-testid="shell-version">
              Lectern {thisBuild.version}
            </Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
