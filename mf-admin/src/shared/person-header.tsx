import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type User } from '@lectern/shared-sdk';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { UserAvatar } from './user-avatar';

interface PersonHeaderProps {
  person: User;
  /** An active account, or an inactive one (a deactivated student, an educator made inactive). */
  active: boolean;
  /** Shown under the e-mail: an educator's bio. */
  about?: string | null;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
}

/** The header of a student's or an educator's page: picture, name, e-mail, when they joined and their status. */
export function PersonHeader({ person, active, about, actions }: PersonHeaderProps) {
  // With buttons beside it the header needs a wider screen before it goes into one row.
  const row = actions ? 'md' : 'sm';
  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', [row]: 'row' }} spacing={3} sx={{ alignItems: { [row]: 'center' } }}>
        <UserAvatar src={person.profileImage} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            {person.name}
          </Typography>
          <Typography color="text.secondary">{person.email}</Typography>
          {about ? <Typography sx={{ mt: 1 }}>{about}</Typography> : null}
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Joined {formatDate(person.joinedAt)}
            </Typography>
            <StatusChip active={active} activeLabel="Active" inactiveLabel="Inactive" />
          </Stack>
        </Box>
        {actions ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
