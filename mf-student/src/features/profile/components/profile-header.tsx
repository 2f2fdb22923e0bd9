import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatMonthYear, initials, type User } from '@lectern/shared-sdk';

interface ProfileHeaderProps {
  user: User;
  enrolled: number;
  completed: number;
  onEdit: () => void;
}

export function ProfileHeader({ user, enrolled, completed, onEdit }: ProfileHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar src={user.profileImage ?? undefined} alt={user.name} sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}>
          {initials(user.name)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {user.name}
          </Typography>
          <Typography color="text.secondary">Joined {formatMonthYear(user.joinedAt)}</Typography>
          <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
            <Typography>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {enrolled}
              </Box>{' '}
              enrolled {enrolled === 1 ? 'course' : 'courses'}
            </Typography>
            <Typography>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {completed}
              </Box>{' '}
              completed
            </Typography>
          </Stack>
        </Box>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Edit Profile
        </Button>
      </Stack>
    </Paper>
  );
}
