import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Through the package root, the federation singleton (see signed-in-devices.tsx).
import { ApiError, notify, notifyFailure, paths, sessionStore, useDeleteAccount, useNavigate, type User } from '@lectern/shared-sdk';

/** What deleting the account does, in the person's words: what goes, and what stays for others. */
export function deletionConsequences(user: Pick<User, 'role'>): string[] {
  const common = [
    'Your name, e-mail address, password, photo and every device signed in are removed, and you are signed out everywhere.',
    'Orders stay as anonymous records, and ratings you gave stay without your name.',
  ];
  if (user.role === 'educator')
    return [...common, 'Your courses are unpublished and handed to the admins; students already enrolled keep learning in them.'];
  if (user.role === 'student') return [...common, 'Your courses, progress, certificates, cart and wishlist go with your account.'];
  return common;
}

/** How long the deleted account's page may take to make way for the home page before this browser signs out regardless. */
const SIGN_OUT_FALLBACK_MS = 3000;

function DeleteAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Set once the account is gone (with the fallback's timer): this browser signs out when the page has made way for
  // the home page.
  const deleted = useRef<{ fallback: number } | null>(null);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      window.clearTimeout(deleted.current.fallback);
      sessionStore.getState().signOut();
    },
    [],
  );
  // An account that signs in with Google only has no password: it types its e-mail address instead.
  const byPassword = user.hasPassword;

  const close = () => {
    if (isPending) return;
    setConfirmation('');
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation.trim()) {
      setProblem(byPassword ? 'Enter your password to delete your account.' : 'Type your e-mail address to delete your account.');
      return;
    }
    try {
      await mutateAsync(byPassword ? { password: confirmation } : { confirmEmail: confirmation });
    } catch (error) {
      // A wrong password or e-mail is said in the dialog, where it can be corrected; anything else is a toast.
      if (error instanceof ApiError && error.status === 400)
        setProblem(byPassword ? 'The password is incorrect.' : 'That is not the e-mail address of your account.');
      else notifyFailure({ title: 'Failed to delete account', offlineTitle: 'Network error', fallback: 'An error occurred.' }, error);
      return;
    }
    // The server has ended every session already. Home first, signed out once this page has gone (the cleanup above): signed out on a signed-in page, the guard
    // would send the person to sign in, and the navigation is a transition that lands after the sign-out would. Should
    // the page stay (the home page failing to load), the browser signs out anyway a moment later.
    deleted.current = { fallback: window.setTimeout(() => sessionStore.getState().signOut(), SIGN_OUT_FALLBACK_MS) };
    void navigate(paths.home(), { replace: true });
    notify.info('Your account has been deleted', 'Thank you for learning with Lectern. You are welcome back any time.');
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} component="div">
            <Typography sx={{ mb: 1 }}>This cannot be undone.</Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
              {deletionConsequences(user).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </DialogContentText>
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
          <TextField
            label={byPassword ? 'Password' : 'Your e-mail address'}
            type={byPassword ? 'password' : 'email'}
            autoComplete={byPassword ? 'current-password' : 'off'}
            helperText={byPassword ? 'Confirm with the password you sign in with.' : `Type ${user.email} to confirm.`}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setProblem(null);
            }}
            required
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isPending}>
            Delete account
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The danger zone of every profile's settings: deleting one's own account, after a dialog that says what happens. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="delete-account-heading" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}>
      <Typography id="delete-account-heading" variant="h6" component="h2" color="error" gutterBottom>
        Delete account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Remove your account and your personal data from Lectern for good. You will be signed out on every device.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
