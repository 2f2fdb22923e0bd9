import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
// Through the package root, the federation singleton (see signed-in-devices.tsx).
import { notify, useUpdateProfile, type User } from '@lectern/shared-sdk';
import { ImageUploadField } from './image-upload-field';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * The Personal Information form of every profile: full name (required), the profile photo (uploaded from the device,
 * or its address typed in), the e-mail shown but not editable. An uploaded photo is saved with the form. A save updates the cached profile and the signed-in user everywhere (top bar, menus) and says so;
 * `onSaved` gets the user as the server stored it. `onClose` ends the editing, after a save or on Cancel.
 */
export function ProfileDetailsForm({ user, onSaved, onClose }: { user: User; onSaved?: (user: User) => void; onClose: () => void }) {
  const { mutate, isPending: saving } = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [profileImage, setProfileImage] = useState(user.profileImage ?? '');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Name is required.');
      focusFirstInvalid(event.currentTarget);
      return;
    }
    mutate(
      { name: name.trim(), profileImage: profileImage.trim() },
      {
        onSuccess: (updated) => {
          notify.success('Profile updated!');
          onSaved?.(updated);
          onClose();
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Personal Information">
      <TextField
        label="Full Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        required
        error={Boolean(nameError)}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <ImageUploadField
        purpose="profile-photo"
        value={profileImage}
        onChange={setProfileImage}
        label="Profile photo"
        buttonLabel="Upload photo"
        previewAlt="Profile photo preview"
        hint="JPEG, PNG, WebP or GIF, up to 8 MB. Cut square, 256×256 px."
        placeholder={name.trim().charAt(0).toUpperCase() || undefined}
        disabled={saving}
      >
        <TextField
          label="Profile Image URL"
          type="url"
          value={profileImage}
          onChange={(event) => setProfileImage(event.target.value)}
          helperText="Or an http(s) link to an image; leave empty for initials."
        />
      </ImageUploadField>
      <TextField
        label="Email"
        value={user.email}
        disabled
        helperText="The e-mail address cannot be changed."
        // A disabled field's helper text is greyed below 4.5:1 contrast; this one is information, not a control.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
