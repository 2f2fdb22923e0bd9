import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type User } from '@lectern/shared-sdk';
import { PasswordSettings } from '@lectern/shared-sdk/ui/change-password-form';
import { DeleteAccountSection } from '@lectern/shared-sdk/ui/delete-account';
import { NotificationSettingsCard } from '@lectern/shared-sdk/ui/notification-settings-card';
import { DetailsList } from '@lectern/shared-sdk/ui/details-list';
import { ProfileDetailsForm } from '@lectern/shared-sdk/ui/profile-details-form';

interface SettingsTabProps {
  user: User;
  /** Personal information in edit mode (the header's Edit Profile button turns it on). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

function PersonalInformation({ user, editing, onEditingChange }: SettingsTabProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Personal Information
      </Typography>
      {editing ? (
        <ProfileDetailsForm user={user} onClose={() => onEditingChange(false)} />
      ) : (
        <DetailsList
          rows={[
            ['Full Name', user.name],
            ['Email', user.email],
            ['Role', 'Educator'],
          ]}
        />
      )}
    </Paper>
  );
}

/** Personal information, the password and the signed-in devices, and deleting the account. */
export function SettingsTab(props: SettingsTabProps) {
  return (
    <Stack spacing={3}>
      <PersonalInformation {...props} />
      <PasswordSettings />
      <NotificationSettingsCard role={props.user.role} />
      <DeleteAccountSection user={props.user} />
    </Stack>
  );
}
