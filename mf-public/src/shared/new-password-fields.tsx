import { MIN_PASSWORD_LENGTH, PASSWORD_HELPER_TEXT } from './email-rules';
import { PasswordField } from './password-field';

export interface NewPasswordFieldsProps {
  /** 'Password' on sign-up, 'New Password' on recovery. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  confirmValue: string;
  onConfirmChange: (value: string) => void;
}

/** A new password (with the length rule shown) and its confirmation. */
export function NewPasswordFields({ label, name, value, onChange, confirmValue, onConfirmChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        helperText={PASSWORD_HELPER_TEXT}
        minLength={MIN_PASSWORD_LENGTH}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        value={confirmValue}
        onChange={onConfirmChange}
        autoComplete="new-password"
      />
    </>
  );
}
