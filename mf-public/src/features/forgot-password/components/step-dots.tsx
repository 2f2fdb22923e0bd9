import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { recoverySteps, type RecoveryStep } from '../use-forgot-password';

const labels: Record<RecoveryStep, string> = { email: 'Email', otp: 'Verify code', reset: 'New password' };

type DotState = 'done' | 'active' | 'pending';

/** Spec: three dots, each active, done or pending; the words are there for screen readers. */
export function StepDots({ step }: { step: RecoveryStep }) {
  const active = recoverySteps.indexOf(step);
  return (
    <Box
      component="ol"
      aria-label="Password recovery progress"
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', listStyle: 'none', p: 0, m: 0, mb: 4 }}
    >
      {recoverySteps.map((name, index) => {
        const state: DotState = index < active ? 'done' : index === active ? 'active' : 'pending';
        return (
          <Box
            component="li"
            key={name}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            sx={{
              height: 10,
              width: state === 'active' ? 32 : 10,
              borderRadius: 5,
              bgcolor: state === 'pending' ? 'grey.500' : 'primary.main',
              transition: 'width 200ms ease',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {`Step ${index + 1} of ${recoverySteps.length}: ${labels[name]} (${state})`}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
