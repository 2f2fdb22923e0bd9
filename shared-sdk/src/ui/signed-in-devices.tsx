import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
// Through the package root, the federation singleton: a relative import would bundle a second, unconfigured API
// client and context into the remote that renders this.
import {
  formatDate,
  formatTimeAgo,
  notify,
  notifyFailure,
  useSessions,
  useSignOutOtherSessions,
  useSignOutSession,
  type Session,
} from '@lectern/shared-sdk';

const isPhone = (device: string) => /\b(iOS|Android)\b/.test(device);

function DeviceRow({ session, busy, onSignOut }: { session: Session; busy: boolean; onSignOut: (session: Session) => void }) {
  const Icon = isPhone(session.device) ? SmartphoneOutlinedIcon : ComputerOutlinedIcon;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, flexWrap: 'wrap', '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Icon aria-hidden color="action" />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{session.device}</Typography>
          {session.current && <Chip size="small" color="success" variant="outlined" label="This device" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {session.current ? 'Active now' : `Last active ${formatTimeAgo(session.lastSeenAt)}`} · Signed in {formatDate(session.createdAt)}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => onSignOut(session)}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </Box>
  );
}

/**
 * The Settings tab's list of signed-in devices (every role): browser and system, last activity, this device marked,
 * with "Sign out" per device and "Sign out of all other devices".
 */
export function SignedInDevices() {
  const headingId = useId();
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutAll = useSignOutOtherSessions();
  const busy = signOutOne.isPending || signOutAll.isPending;

  const signOut = (session: Session) =>
    signOutOne.mutate(session.id, {
      onSuccess: () => notify.success('Device signed out', `${session.device} is no longer signed in.`),
      onError: (error) => notifyFailure('Failed to sign out the device', error),
    });

  const signOutOthers = () =>
    signOutAll.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        notify.success('Signed out of all other devices', `${signedOut} ${signedOut === 1 ? 'device was' : 'devices were'} signed out.`),
      onError: (error) => notifyFailure('Failed to sign out the other devices', error),
    });

  const list = sessions.data;
  const others = list ? list.filter((session) => !session.current).length : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={sessions.isPending} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        Signed-in devices
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Where your account is signed in now. Sign out a device you do not recognise, then change your password.
      </Typography>
      {sessions.isError && <Alert severity="error">Could not load your devices. Try again later.</Alert>}
      {sessions.isPending && (
        <Box aria-hidden>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      )}
      {list && (
        <>
          <Box component="ul" aria-label="Signed-in devices" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} busy={busy} onSignOut={signOut} />
            ))}
          </Box>
          <Button sx={{ mt: 1 }} variant="outlined" color="error" disabled={busy || others === 0} onClick={signOutOthers}>
            Sign out of all other devices
          </Button>
        </>
      )}
    </Paper>
  );
}
