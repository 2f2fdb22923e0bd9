import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';
import { AuthGate } from '../sign-in/auth-gate';
import { AuthLayout } from '../sign-in/auth-layout';
import { DetailsStep } from './components/details-step';
import { EmailStep } from '../sign-in/email-step';
import { GoogleButton } from '../sign-in/google-button';
import { OrDivider } from '../sign-in/or-divider';
import { OtpStep } from '../sign-in/otp-step';
import { SignupStepper } from './components/signup-stepper';
import { useSignup } from './use-signup';

const subtitles = {
  email: 'Enter your Gmail address and we will send you a verification code.',
  otp: 'Enter the code from the e-mail we just sent.',
  details: 'Almost done: choose your name and password.',
} as const;

export function SignupPage() {
  return (
    <AuthGate>
      <SignupFlow />
    </AuthGate>
  );
}

function SignupFlow() {
  const signup = useSignup();
  return (
    <AuthLayout
      title="Create your account"
      subtitle={subtitles[signup.step]}
      top={
        <Button component={RouterLink} to={paths.home()} startIcon={<ArrowBack />}>
          Back to Home
        </Button>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login()} sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      <SignupStepper step={signup.step} />
      {signup.step === 'email' && (
        <EmailStep flow={signup} helperText="Use your Gmail address." waitLabel={(seconds) => `Resend in ${seconds}s`}>
          <OrDivider />
          <GoogleButton />
        </EmailStep>
      )}
      {signup.step === 'otp' && <OtpStep flow={signup} />}
      {signup.step === 'details' && (
        <DetailsStep name={signup.name} onNameChange={signup.setName} password={signup.password} busy={signup.busy} onSubmit={signup.submitDetails} />
      )}
    </AuthLayout>
  );
}
