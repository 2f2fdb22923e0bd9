import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type User } from '@lectern/shared-sdk';
import { PasswordSettings } from '@lectern/shared-sdk/ui/change-password-form';
import { DeleteAccountSection } from '@lectern/shared-sdk/ui/delete-account';
import { NotificationSettingsCard } from '@lectern/shared-sdk/ui/notification-settings-card';
import { ProfileDetailsForm } from '@lectern/shared-sdk/ui/profile-details-form';

interface SettingsTabProps {
  user: User;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

function PersonalInformation({ user, editing, onEditingChange }: SettingsTabProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2">
          Personal Information
        </Typography>
        {!editing && (
          <Button variant="outlined" onClick={() => onEditingChange(true)}>
            Edit
          </Button>
        )}
      </Box>
      {editing ? (
        <ProfileDetailsForm user={user} onClose={() => onEditingChange(false)} />
      ) : (
        <Stack spacing={2}>
          <ReadOnlyField label="Full Name" value={user.name} />
          <ReadOnlyField label="Profile Image URL" value={user.profileImage || 'Not set'} />
          <ReadOnlyField label="Email" value={user.email} />
          <ReadOnlyField label="Joined" value={formatDate(user.joinedAt)} />
        </Stack>
      )}
    </Paper>
  );
}

export function SettingsTab(props: SettingsTabProps) {
  return (
    <Stack spacing={3}>
      <PersonalInformation user={props.user} editing={props.editing} onEditingChange={props.onEditingChange} />
      <PasswordSettings />
      <NotificationSettingsCard role={props.user.role} />
      <DeleteAccountSection user={props.user} />
    </Stack>
  );
}
