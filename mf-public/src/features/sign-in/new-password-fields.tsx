import { MIN_PASSWORD_LENGTH, PASSWORD_HELPER_TEXT } from './email-rules';
import { PasswordField } from './password-field';
import type { NewPassword } from './use-new-password';

interface NewPasswordFieldsProps {
  /** 'Password' on sign-up, 'New Password' on recovery. */
  label: string;
  name: string;
  password: NewPassword;
}

/** A new password (with the length rule shown) and its confirmation. */
export function NewPasswordFields({ label, name, password }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        value={password.value}
        onChange={password.setValue}
        autoComplete="new-password"
        helperText={PASSWORD_HELPER_TEXT}
        minLength={MIN_PASSWORD_LENGTH}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        value={password.confirmation}
        onChange={password.setConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}
