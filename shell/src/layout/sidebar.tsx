import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_WIDTH } from './sidebar-width';

// The modal drawer (and MUI's modal, backdrop and focus trap) is only needed once a small screen opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

interface Props {
  open: boolean;
  /** Desktop: the panel sits beside the content; mobile: it overlays it and closes after a choice. */
  persistent: boolean;
  onClose: () => void;
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

export function Sidebar({ open, persistent, onClose }: Props) {
  const [mobileUsed, setMobileUsed] = useState(open);
  if (persistent) return <DesktopSidebar open={open} />;
  if (open && !mobileUsed) setMobileUsed(true);
  if (!mobileUsed) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer open={open} onClose={onClose} />
    </Suspense>
  );
}
