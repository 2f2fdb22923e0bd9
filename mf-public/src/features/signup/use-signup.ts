import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  destinationAfterSignIn,
  notify,
  paths,
  sessionStore,
  useApi,
  useChange,
  useNavigate,
  type RegisterInput,
} from '@lectern/shared-sdk';
import { onSubmit, useEmailCode } from '../sign-in/use-email-code';
import { useNewPassword } from '../sign-in/use-new-password';

export const signupSteps = ['email', 'otp', 'details'] as const;
export type SignupStep = (typeof signupSteps)[number];

export function useSignup() {
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const [verified, setVerified] = useState(false);
  const [name, setName] = useState('');
  const password = useNewPassword();
  const registering = useChange({ call: (api, input: RegisterInput) => api.register(input) });
  const { busy, ...steps } = useEmailCode({
    mode: 'signup',
    invalidEmailText: 'Please use a Gmail address to sign up.',
    refusal: {
      status: 409,
      title: 'User Already Exists',
      description: 'This email is already registered. Please login instead.',
    },
    verifiedText: 'You can now create your account.',
    lastStep: 'details',
    onSent: () => setVerified(false),
    onVerified: () => setVerified(true),
    // Stays busy after success, while the page navigates away.
    finishing: registering.isPending || registering.isSuccess,
  });

  const createAccount = async () => {
    if (busy || !name.trim() || !password.filled || !password.confirmed()) return;
    if (!verified) {
      notify.error('OTP Not Verified', 'Please verify your OTP before creating an account.');
      return;
    }
    try {
      const { user, token } = await registering.mutateAsync({
        name: name.trim(),
        email: steps.email.trim(),
        password: password.value,
        otp: steps.otp,
      });
      sessionStore.getState().signIn(user, token);
      notify.success('Account Created', 'Welcome to Lectern! Your learning journey starts now.');
      navigate(await destinationAfterSignIn({ api, queryClient }, user, paths.student.dashboard()), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        notify.error('Signup Failed', error.message || 'Email may already be in use or OTP not verified.');
      } else {
        notify.error('Error', 'Unexpected error. Try again.');
      }
    }
  };

  return {
    ...steps,
    busy,
    name,
    setName,
    password,
    submitDetails: onSubmit(createAccount),
  };
}
