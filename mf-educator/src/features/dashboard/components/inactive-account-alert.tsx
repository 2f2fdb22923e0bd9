import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export function InactiveAccountAlert() {
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>Your educator account is inactive</AlertTitle>
      An administrator has deactivated your account, so you cannot create or change courses until it is reactivated. Your existing courses stay
      visible here.
    </Alert>
  );
}
