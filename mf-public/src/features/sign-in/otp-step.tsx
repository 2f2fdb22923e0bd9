import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OtpField } from './otp-field';
import { OTP_LENGTH } from './email-rules';
import type { EmailCodeFlow } from './use-email-code';

/** Step two of sign-up and of password recovery: the six-digit code, with resend and change-email. */
export function OtpStep({ flow }: { flow: EmailCodeFlow }) {
  const { email, otp, setOtp, busy, resendIn, submitOtp, resendOtp, changeEmail } = flow;
  return (
    <Stack component="form" spacing={2.5} onSubmit={submitOtp}>
      <Typography color="text.secondary">
        We sent a code to{' '}
        <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary', wordBreak: 'break-all' }}>
          {email.trim()}
        </Typography>
        .
      </Typography>
      <OtpField value={otp} onChange={setOtp} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || otp.length !== OTP_LENGTH}>
        Verify code
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={changeEmail} disabled={busy}>
          Change email
        </Button>
        <Button onClick={resendOtp} disabled={busy || resendIn > 0}>
          {resendIn > 0 ? `Resend in ${resendIn}s` : 'Resend code'}
        </Button>
      </Stack>
    </Stack>
  );
}
