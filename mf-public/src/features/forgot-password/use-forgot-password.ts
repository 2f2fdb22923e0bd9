import { errorMessage, notify, paths, useChange, useNavigate, type ResetPasswordInput } from '@lectern/shared-sdk';
import { onSubmit, useEmailCode } from '../sign-in/use-email-code';
import { useNewPassword } from '../sign-in/use-new-password';

export const recoverySteps = ['email', 'otp', 'reset'] as const;
export type RecoveryStep = (typeof recoverySteps)[number];

export function useForgotPassword() {
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const resetting = useChange({ call: (api, input: ResetPasswordInput) => api.resetPassword(input) });
  const { busy, ...steps } = useEmailCode({
    mode: 'forgot',
    invalidEmailText: 'Please use a Gmail address.',
    refusal: { status: 404, title: 'User Not Found', description: 'No account found with this email.' },
    verifiedText: 'You can now choose a new password.',
    lastStep: 'reset',
    // Stays busy after success, while the page navigates away.
    finishing: resetting.isPending || resetting.isSuccess,
  });

  const resetPassword = async () => {
    if (busy || !newPassword.filled || !newPassword.confirmed()) return;
    try {
      await resetting.mutateAsync({ email: steps.email.trim(), otp: steps.otp, newPassword: newPassword.value });
      notify.success('Password Reset Successful');
      navigate(paths.login(), { replace: true });
    } catch (error) {
      notify.error('Failed to reset password', errorMessage(error, 'Try again.'));
    }
  };

  return {
    ...steps,
    busy,
    newPassword,
    submitReset: onSubmit(resetPassword),
  };
}
