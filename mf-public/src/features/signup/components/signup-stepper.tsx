import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { signupSteps, type SignupStep } from '../use-signup';

const labels: Record<SignupStep, string> = { email: 'Email', otp: 'Verify', details: 'Details' };

export function SignupStepper({ step }: { step: SignupStep }) {
  const active = signupSteps.indexOf(step);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Sign-up progress" sx={{ mb: 4 }}>
      {signupSteps.map((name, index) => (
        <Step key={name} completed={index < active}>
          <StepLabel aria-current={index === active ? 'step' : undefined}>{labels[name]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
