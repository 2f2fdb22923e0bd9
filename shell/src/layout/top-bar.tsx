import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, paths, useCurrentUser } from '@lectern/shared-sdk';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';
import { BrandMark } from './brand-mark';
import { HeaderSearch } from './header-search';
import { NotificationBell } from './notification-bell';
import { StudentCounts } from './student-counts';
// The button only (an avatar and a name, drawn on the server for a signed-in page); its menu loads when reached for.
import { UserMenu } from './user-menu';

interface Props {
  sidebarOpen: boolean;
  /** The sidebar the toggle drives (the desktop panel or the mobile drawer). */
  sidebarId?: string;
  onToggleSidebar: () => void;
}

export function TopBar({ sidebarOpen, sidebarId = 'app-sidebar', onToggleSidebar }: Props) {
  const user = useCurrentUser();
  return (
    <AppBar
      position="fixed"
      sx={(theme) => ({
        // Desktop: the bar stays above the sidebar beside the content; mobile: the overlay drawer covers the bar.
        zIndex: { xs: theme.zIndex.appBar, md: theme.zIndex.drawer + 1 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.92),
        backdropFilter: 'saturate(180%) blur(8px)',
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Toggle sidebar" aria-controls={sidebarId} aria-expanded={sidebarOpen} onClick={onToggleSidebar}>
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home()}
          underline="none"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}
        >
          <BrandMark />
          {/* A phone's bar holds the mark only (the search button needs the room); the name stays the link's name. */}
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
            Lectern
          </Box>
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: { sm: 16 } }} />
        <HeaderSearch />
        <Box sx={{ flexGrow: 1, minWidth: { sm: 16 } }} />
        {user && (
          // A phone's bar (390 px) holds a student's wishlist, cart and bell beside the search and avatar only with
          // tighter icon buttons: 36 px targets there, MUI's 40 px from the small breakpoint on.
          <Stack direction="row" sx={{ alignItems: 'center', '& > * > .MuiIconButton-root, & > .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } } }}>
            {user.role === 'student' && <StudentCounts />}
            <NotificationBell role={user.role} />
          </Stack>
        )}
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
            <Button component={RouterLink} to={paths.login()} color="inherit">
              Login
            </Button>
            <Button component={RouterLink} to={paths.signup()} variant="contained">
              Sign Up
            </Button>
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
