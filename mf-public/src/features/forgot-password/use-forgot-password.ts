import { useState } from 'react';
import { errorMessage, notify, paths, useApi, useNavigate } from '@lectern/shared-sdk';
import { onSubmit, useEmailCode } from '../../shared/use-email-code';

export const recoverySteps = ['email', 'otp', 'reset'] as const;
export type RecoveryStep = (typeof recoverySteps)[number];

export function useForgotPassword() {
  const api = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<RecoveryStep>('email');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { setBusy, busy, ...steps } = useEmailCode({
    mode: 'forgot',
    invalidEmailText: 'Please use a Gmail address.',
    refusal: { message: 'User not found', title: 'User Not Found', description: 'No account found with this email.' },
    verifiedText: 'You can now choose a new password.',
    onSent: () => setStep('otp'),
    onVerified: () => setStep('reset'),
  });

  const resetPassword = async () => {
    if (busy || !newPassword || !confirmPassword) return;
    if (newPassword !== confirmPassword) {
      notify.error('Password Mismatch', 'Passwords do not match.');
      return;
    }
    setBusy(true);
    try {
      await api.resetPassword({ email: steps.email.trim(), otp: steps.otp, newPassword });
      notify.success('Password Reset Successful');
      navigate(paths.login(), { replace: true });
    } catch (error) {
      notify.error('Failed to reset password', errorMessage(error, 'Try again.'));
      setBusy(false);
    }
  };

  return {
    ...steps,
    busy,
    step,
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    submitReset: onSubmit(resetPassword),
    changeEmail: () => setStep('email'),
  };
}
