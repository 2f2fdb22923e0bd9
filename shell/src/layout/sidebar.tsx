import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_WIDTH } from './sidebar-width';

// The modal drawer (and MUI's modal, backdrop and focus trap) is only needed once a small screen opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

interface Props {
  /** Desktop: the panel beside the content. */
  desktopOpen: boolean;
  /** Mobile: the panel over the content, closed after a choice. */
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

function DesktopSidebar({ open }: { open: boolean }) {
  const theme = useTheme();
  const duration = theme.transitions.duration.shorter;
  const easing = theme.transitions.easing.easeInOut;
  return (
    <Box
      component="aside"
      id="app-sidebar"
      sx={{
        // Desktop only, by CSS: the right sidebar before any script runs.
        display: { xs: 'none', md: 'block' },
        width: open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration, easing }),
      }}
    >
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width: SIDEBAR_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: theme.zIndex.drawer,
          transform: open ? 'none' : `translateX(-${SIDEBAR_WIDTH}px)`,
          // Hidden once slid out, so its links leave the tab order and the accessibility tree.
          visibility: open ? 'visible' : 'hidden',
          transition: `transform ${duration}ms ${easing}, visibility 0s linear ${open ? 0 : duration}ms`,
        }}
      >
        <Toolbar />
        <SidebarContent />
      </Box>
    </Box>
  );
}

export function Sidebar({ desktopOpen, mobileOpen, onCloseMobile }: Props) {
  const [mobileUsed, setMobileUsed] = useState(mobileOpen);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  return (
    <>
      <DesktopSidebar open={desktopOpen} />
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} onClose={onCloseMobile} />
        </Suspense>
      )}
    </>
  );
}
