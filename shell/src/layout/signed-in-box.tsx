import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import type { User } from '@lectern/shared-sdk';
import { useSignOut } from './use-sign-out';
import { roleLabel } from './role-label';

export function SignedInBox({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <Box
      component="section"
      aria-label="Signed in as"
      sx={{ m: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        Signed in as
      </Typography>
      <Typography variant="subtitle2" component="p" noWrap title={user.name}>
        {user.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {roleLabel(user.role)}
      </Typography>
      <Button fullWidth variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={signOut}>
        Logout
      </Button>
    </Box>
  );
}
