import { errorMessage, notify, paths, useApi, useNavigate } from '@lectern/shared-sdk';
import { onSubmit, useEmailCode } from '../sign-in/use-email-code';
import { useNewPassword } from '../sign-in/use-new-password';

export const recoverySteps = ['email', 'otp', 'reset'] as const;
export type RecoveryStep = (typeof recoverySteps)[number];

export function useForgotPassword() {
  const api = useApi();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const { setBusy, busy, ...steps } = useEmailCode({
    mode: 'forgot',
    invalidEmailText: 'Please use a Gmail address.',
    refusal: { message: 'User not found', title: 'User Not Found', description: 'No account found with this email.' },
    verifiedText: 'You can now choose a new password.',
    lastStep: 'reset',
  });

  const resetPassword = async () => {
    if (busy || !newPassword.filled || !newPassword.confirmed()) return;
    setBusy(true);
    try {
      await api.resetPassword({ email: steps.email.trim(), otp: steps.otp, newPassword: newPassword.value });
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
    newPassword,
    submitReset: onSubmit(resetPassword),
  };
}
