import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AccountSwitchQuestion } from './use-session-start-up';

/**
 * "You are signed in as Maya. Continue as Liam?": a Google sign-in never replaces a different signed-in person
 * without their word. Closing the dialog (Escape, a click outside) stays, as the safe answer.
 */
export function AccountSwitchDialog({ question }: { question: AccountSwitchQuestion | null }) {
  const titleId = useId();
  const descriptionId = useId();
  if (!question) return null;
  const { current, next, answer } = question;
  return (
    <Dialog open onClose={() => answer(false)} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Switch account?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          You are signed in as {current.name}. Continue as {next.name}?
        </DialogContentText>
      </DialogContent>
      {/* Long names: on a phone the two answers stack, each on its own line, the one that switches on top. */}
      <DialogActions
        disableSpacing
        sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1, px: 3, pb: 2 }}
      >
        <Button onClick={() => answer(false)}>Stay as {current.name}</Button>
        <Button onClick={() => answer(true)} variant="contained">
          Continue as {next.name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
