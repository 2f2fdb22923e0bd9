import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { SidebarContent } from './sidebar-content';

/** The sidebar over the content on small screens: a modal drawer that closes after a choice. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      id="app-sidebar-mobile"
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
    >
      <SidebarContent onNavigate={onClose} />
    </Drawer>
  );
}
