import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, notify, paths, sessionStore, useApi } from '@lectern/shared-sdk';
import { isAllowedEmail, RESEND_SECONDS } from '../../shared/email-rules';
import { useCountdown } from '../../shared/use-countdown';

export const signupSteps = ['email', 'otp', 'details'] as const;
export type SignupStep = (typeof signupSteps)[number];

export function useSignup() {
  const api = useApi();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [step, setStep] = useState<SignupStep>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [verified, setVerified] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const sendOtp = async () => {
    if (busy || countdown.remaining > 0) return;
    if (!isAllowedEmail(email)) {
      notify.error('Invalid Email', 'Please use a Gmail address to sign up.');
      return;
    }
    setBusy(true);
    try {
      const response = await api.sendOtp({ email: email.trim(), mode: 'signup' });
      notify.success('OTP Sent', 'Check your email for the OTP.');
      countdown.start(response.resendAfterSeconds > 0 ? response.resendAfterSeconds : RESEND_SECONDS);
      setOtp('');
      setVerified(false);
      setStep('otp');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '';
      if (message === 'User already exists') {
        notify.error('User Already Exists', 'This email is already registered. Please login instead.');
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
      await api.verifyOtp({ email: email.trim(), otp, mode: 'signup' });
      setVerified(true);
      notify.success('OTP Verified', 'You can now create your account.');
      setStep('details');
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

  const createAccount = async () => {
    if (busy || !name.trim() || !password || !confirmPassword) return;
    if (password !== confirmPassword) {
      notify.error('Password Mismatch', 'Passwords do not match.');
      return;
    }
    if (!verified) {
      notify.error('OTP Not Verified', 'Please verify your OTP before creating an account.');
      return;
    }
    setBusy(true);
    try {
      const { user, token } = await api.register({ name: name.trim(), email: email.trim(), password, otp });
      sessionStore.getState().signIn(user, token);
      notify.success('Account Created', 'Welcome to Lectern! Your learning journey starts now.');
      navigate(paths.student.dashboard(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        notify.error('Signup Failed', error.message || 'Email may already be in use or OTP not verified.');
      } else {
        notify.error('Error', 'Unexpected error. Try again.');
      }
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
    name,
    setName,
    password,
    setPassword,
    confirmPassword,
    setConfirmPassword,
    busy,
    resendIn: countdown.remaining,
    submitEmail: onSubmit(sendOtp),
    submitOtp: onSubmit(verifyOtp),
    submitDetails: onSubmit(createAccount),
    resendOtp: () => void sendOtp(),
    changeEmail: () => setStep('email'),
  };
}
