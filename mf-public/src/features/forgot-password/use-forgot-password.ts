import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, notify, paths, useApi } from '@lectern/shared-sdk';
import { isAllowedEmail, RESEND_SECONDS } from '../../shared/email-rules';
import { useCountdown } from '../../shared/use-countdown';

export const recoverySteps = ['email', 'otp', 'reset'] as const;
export type RecoveryStep = (typeof recoverySteps)[number];

export function useForgotPassword() {
  const api = useApi();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [step, setStep] = useState<RecoveryStep>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const sendOtp = async () => {
    if (busy || countdown.remaining > 0) return;
    if (!isAllowedEmail(email)) {
      notify.error('Invalid Email', 'Please use a Gmail address.');
      return;
    }
    setBusy(true);
    try {
      const response = await api.sendOtp({ email: email.trim(), mode: 'forgot' });
      notify.success('OTP Sent', 'Check your email for the OTP.');
      countdown.start(response.resendAfterSeconds > 0 ? response.resendAfterSeconds : RESEND_SECONDS);
      setOtp('');
      setStep('otp');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '';
      if (message === 'User not found') {
        notify.error('User Not Found', 'No account found with this email.');
      } else {
        notify.error('Failed to send OTP', message || 'Try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  const verifyOtp = async () => {
    if (busy || !otp) return;
    setBusy(true);
    try {
      await api.verifyOtp({ email: email.trim(), otp, mode: 'forgot' });
      notify.success('OTP Verified', 'You can now choose a new password.');
      setStep('reset');
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) {
        notify.error('Invalid OTP', 'Please check your OTP and try again.');
      } else {
        notify.error('Error', 'Failed to verify OTP.');
      }
    } finally {
      setBusy(false);
    }
  };

  const resetPassword = async () => {
    if (busy || !newPassword || !confirmPassword) return;
    if (newPassword !== confirmPassword) {
      notify.error('Password Mismatch', 'Passwords do not match.');
      return;
    }
    setBusy(true);
    try {
      await api.resetPassword({ email: email.trim(), otp, newPassword });
      notify.success('Password Reset Successful');
      navigate(paths.login(), { replace: true });
    } catch (error) {
      notify.error('Failed to reset password', errorMessage(error, 'Try again.'));
      setBusy(false);
    }
  };

  const onSubmit = (action: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action();
  };

  return {
    step,
    email,
    setEmail,
    otp,
    setOtp,
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    busy,
    resendIn: countdown.remaining,
    submitEmail: onSubmit(sendOtp),
    submitOtp: onSubmit(verifyOtp),
    submitReset: onSubmit(resetPassword),
    resendOtp: () => void sendOtp(),
    changeEmail: () => setStep('email'),
  };
}
