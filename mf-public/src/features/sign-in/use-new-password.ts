import { useState } from 'react';
import { notify } from '@lectern/shared-sdk';

/** A new password and its confirmation, as sign-up and password recovery ask for them. */
export interface NewPassword {
  value: string;
  setValue: (value: string) => void;
  confirmation: string;
  setConfirmation: (value: string) => void;
  /** Both boxes hold something: the form is worth submitting. */
  filled: boolean;
  /** The two agree; when they do not, says so in a 'Password Mismatch' toast. */
  confirmed: () => boolean;
}

export function useNewPassword(): NewPassword {
  const [value, setValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    value,
    setValue,
    confirmation,
    setConfirmation,
    filled: value !== '' && confirmation !== '',
    confirmed: () => {
      if (value === confirmation) return true;
      notify.error('Password Mismatch', 'Passwords do not match.');
      return false;
    },
  };
}
