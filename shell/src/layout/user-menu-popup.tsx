import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink, paths, type User } from '@lectern/shared-sdk';
import { useColorSchemeItems } from './color-scheme-items';

interface Props {
  user: User;
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
  signOut: () => void;
}

/** The user menu's list (profile, theme, log out), a chunk of its own: it loads when the menu is first about to open. */
export function UserMenuPopup({ user, menuId, anchor, close, signOut }: Props) {
  const open = anchor !== null;
  const colorSchemeItems = useColorSchemeItems();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={open}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle2" component="p">
          {user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={paths.roleProfile(user.role)} onClick={close}>
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <Divider />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 0.5, pb: 0.5, fontWeight: 600 }}>
        Theme
      </Typography>
      {colorSchemeItems}
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Log out
      </MenuItem>
    </Menu>
  );
}
