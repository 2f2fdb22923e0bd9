import { useState, type FormEvent } from 'react';
import { ApiError, notify, useChange, type OtpMode } from '@lectern/shared-sdk';
import { isAllowedEmail, RESEND_SECONDS } from './email-rules';
import { useCountdown } from './use-countdown';
import { useProofOfWork } from './proof-of-work';

interface EmailCodeOptions<LastStep extends string> {
  mode: OtpMode;
  /** The 'Invalid Email' toast's text for an address outside the allowed domain. */
  invalidEmailText: string;
  /**
   * The server refusal of this flow that gets a toast of its own, by its HTTP status: an existing account (409) on
   * sign-up, an unknown one (404) on recovery.
   */
  refusal: { status: number; title: string; description: string };
  /** The 'OTP Verified' toast's text. */
  verifiedText: string;
  /** The flow's own step, which an accepted code opens: 'details' on sign-up, 'reset' on recovery. */
  lastStep: LastStep;
  /** A code was sent (the screen is on the code step now). */
  onSent?: () => void;
  /** The code was accepted (the screen is on the last step now). */
  onVerified?: () => void;
  /** The last step's own call is under way, or done (the page navigates away): the steps wait meanwhile. */
  finishing?: boolean;
}

/**
 * The e-mail and one-time code steps that sign-up and password recovery share (spec section 4), and the step the
 * screen is on: 'email', then 'otp', then the flow's own last step.
 */
export function useEmailCode<LastStep extends string>(options: EmailCodeOptions<LastStep>) {
  const { mode, invalidEmailText, refusal, verifiedText, lastStep, onSent, onVerified, finishing = false } = options;
  const countdown = useCountdown();
  // Many people behind one address (a classroom) pass the free share of codes: the browser then proves some work.
  const withWork = useProofOfWork({ prepare: true });
  const sending = useChange({
    call: (api, address: string) => withWork((altcha) => api.sendOtp({ email: address, mode, ...(altcha === undefined ? {} : { altcha }) })),
  });
  const verifying = useChange({ call: (api, input: { email: string; otp: string }) => api.verifyOtp({ ...input, mode }) });
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'email' | 'otp' | LastStep>('email');
  const busy = sending.isPending || verifying.isPending || finishing;

  const sendOtp = async () => {
    if (busy || countdown.remaining > 0) return;
    if (!isAllowedEmail(email)) {
      notify.error('Invalid Email', invalidEmailText);
      return;
    }
    try {
      const response = await sending.mutateAsync(email.trim());
      notify.success('OTP Sent', 'Check your email for the OTP.');
      countdown.start(response.resendAfterSeconds > 0 ? response.resendAfterSeconds : RESEND_SECONDS);
      setOtp('');
      setStep('otp');
      onSent?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === refusal.status) {
        notify.error(refusal.title, refusal.description);
      } else {
        notify.error('Failed to send OTP', (error instanceof ApiError && error.message) || 'Try again.');
      }
    }
  };

  const verifyOtp = async () => {
    if (busy || !otp) return;
    try {
      await verifying.mutateAsync({ email: email.trim(), otp });
      notify.success('OTP Verified', verifiedText);
      setStep(lastStep);
      onVerified?.();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) {
        notify.error('Invalid OTP', 'Please check your OTP and try again.');
      } else {
        notify.error('Error', 'Failed to verify OTP.');
      }
    }
  };

  return {
    step,
    changeEmail: () => setStep('email'),
    email,
    setEmail,
    otp,
    setOtp,
    busy,
    resendIn: countdown.remaining,
    submitEmail: onSubmit(sendOtp),
    submitOtp: onSubmit(verifyOtp),
    resendOtp: () => void sendOtp(),
  };
}

/** What the e-mail and code steps read and call. */
export type EmailCodeFlow = Pick<
  ReturnType<typeof useEmailCode>,
  'email' | 'setEmail' | 'otp' | 'setOtp' | 'busy' | 'resendIn' | 'submitEmail' | 'submitOtp' | 'resendOtp' | 'changeEmail'
>;

/** A form's submit handler that runs `action` instead of the browser's submission. */
export const onSubmit = (action: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  void action();
};
