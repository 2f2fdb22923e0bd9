import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { OTP_LENGTH } from './email-rules';

const OTP_LABEL = 'Enter the 6-digit code';

export function OtpField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={OTP_LABEL}
      placeholder={OTP_LABEL}
      name="otp"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      autoComplete="one-time-code"
      required
      fullWidth
      autoFocus
      slotProps={{
        htmlInput: {
          maxLength: OTP_LENGTH,
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: { letterSpacing: '0.4em', fontSize: '1.25rem', textAlign: 'center' },
        },
      }}
    />
  );
}
