import Link from '@mui/material/Link';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';
import { AuthGate } from '../sign-in/auth-gate';
import { AuthLayout } from '../sign-in/auth-layout';
import { EmailStep } from '../sign-in/email-step';
import { OtpStep } from '../sign-in/otp-step';
import { ResetStep } from './components/reset-step';
import { StepDots } from './components/step-dots';
import { useForgotPassword } from './use-forgot-password';

const subtitles = {
  email: 'Enter the Gmail address of your account and we will send you a code.',
  otp: 'Enter the code from the e-mail we just sent.',
  reset: 'Choose a new password for your account.',
} as const;

export function ForgotPasswordPage() {
  return (
    <AuthGate>
      <RecoveryFlow />
    </AuthGate>
  );
}

function RecoveryFlow() {
  const recovery = useForgotPassword();
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={subtitles[recovery.step]}
      footer={
        <Link component={RouterLink} to={paths.login()} sx={{ fontWeight: 600 }}>
          Back to Login
        </Link>
      }
    >
      <StepDots step={recovery.step} />
      {recovery.step === 'email' && <EmailStep flow={recovery} waitLabel={(seconds) => `Resend OTP in ${seconds}s`} />}
      {recovery.step === 'otp' && <OtpStep flow={recovery} />}
      {recovery.step === 'reset' && <ResetStep password={recovery.newPassword} busy={recovery.busy} onSubmit={recovery.submitReset} />}
    </AuthLayout>
  );
}
