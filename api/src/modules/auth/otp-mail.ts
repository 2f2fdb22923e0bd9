import type { OtpMode } from '@lectern/shared-sdk/auth/schemas';
import type { MailMessage } from '../../plugins/mail';
import { otpPolicy } from './otp-codes';

const purposeText: Record<OtpMode, string> = {
  signup: 'Use it to finish creating your Lectern account.',
  forgot: 'Use it to choose a new password for your Lectern account.',
};

export function otpMail(options: { to: string; code: string; purpose: OtpMode; appUrl: string }): MailMessage {
  const minutes = otpPolicy.ttlSeconds / 60;
  return {
    to: options.to,
    subject: `Your Lectern code is ${options.code}`,
    text: [
      'Hello,',
      '',
      `Your Lectern code is ${options.code}`,
      '',
      `${purposeText[options.purpose]} It expires in ${minutes} minutes and works once.`,
      'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
      '',
      `Lectern · ${options.appUrl}`,
    ].join('\n'),
  };
}
