import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, attempt, errorMessage, paths, useSearchParams, useUnsubscribe, useUnsubscribeInfo } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

/**
 * Where a mail's unsubscribe link lands (no sign-in: the link's signed token is the authority). It asks before it
 * stops anything, since mail scanners open links; the mail client's one-click POST needs no page at all.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('key') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;
  const signIn = (
    <Button component={RouterLink} to={paths.login()} variant="outlined">
      Sign in to change your notification settings
    </Button>
  );

  let content;
  if (token === '' || info.isError) {
    content = (
      <>
        <Typography variant="h5" component="h1">
          This unsubscribe link does not work
        </Typography>
        <Alert severity="error">
          {token === '' ? 'The link has no token.' : errorMessage(info.error, 'The link is not valid.')} Use the link from the most recent e-mail, or
          sign in to choose which e-mails you get.
        </Alert>
        {signIn}
      </>
    );
  } else if (info.isPending) {
    content = <PageLoading label="Reading the unsubscribe link" />;
  } else if (done || !info.data.subscribed) {
    const label = done?.label ?? info.data.label;
    content = (
      <>
        <Typography variant="h5" component="h1">
          You are unsubscribed
        </Typography>
        <Alert severity="success">You will no longer get “{label}” e-mails. You will still see them in the app.</Alert>
        {signIn}
      </>
    );
  } else {
    const { label, email } = info.data;
    content = (
      <>
        <Typography variant="h5" component="h1">
          Stop “{label}” e-mails?
        </Typography>
        <Typography color="text.secondary">
          Lectern will stop sending “{label}” e-mails to {email}. You will still see them in the app.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" disabled={unsubscribe.isPending} onClick={() => void attempt(unsubscribe.mutateAsync(token))}>
            Stop these e-mails
          </Button>
          {signIn}
        </Stack>
      </>
    );
  }

  return (
    <PageContainer width="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          {content}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
