import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
// Through the package root, the federation singleton (see signed-in-devices.tsx).
import { errorMessage, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES, useUploadImage, type ImagePurpose } from '@lectern/shared-sdk';

const UPLOAD_FAILURE = 'The image could not be uploaded. Try again.';

/** An http(s) address, the only kind a browser shows as an image: the preview's test and the forms' check. */
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export interface ImageUploadFieldProps {
  purpose: ImagePurpose;
  /** The image's address now: an uploaded one on the site's origin, or one typed in. */
  value: string;
  /** Called with the uploaded image's address once the server has stored it. */
  onChange: (url: string) => void;
  /** The field's heading: 'Course image', 'Profile photo'. */
  label: string;
  /** The button's words: 'Upload image', 'Upload photo'. */
  buttonLabel: string;
  /** What the preview shows, for a screen reader. */
  previewAlt: string;
  /** A line under the button: the size the image is cut to. */
  hint: string;
  /** Shown in the round preview while there is no photo (the person's initial). */
  placeholder?: ReactNode;
  /** Turned off from outside (the form is being saved). */
  disabled?: boolean;
  /** Below the button: the address field, kept as a second way to give an image. */
  children?: ReactNode;
}

/**
 * An image picked from the device and uploaded at once: the server checks it, resizes it and answers its address,
 * which the preview shows and the form saves. While it uploads the button is off and a bar moves; a refusal (not an
 * image, an SVG, too large) is said under the button in the server's words. A file over 8 MB is refused here, before
 * it is sent.
 */
export function ImageUploadField({
  purpose,
  value,
  onChange,
  label,
  buttonLabel,
  previewAlt,
  hint,
  placeholder,
  disabled,
  children,
}: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { mutateAsync, isPending } = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const id = useId();
  const round = purpose === 'profile-photo';
  const preview = isHttpUrl(value.trim()) ? value.trim() : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setUploaded(null);
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      setError(IMAGE_TOO_LARGE_MESSAGE);
      return;
    }
    try {
      const image = await mutateAsync({ purpose, file });
      onChange(image.url);
      setUploaded(`Uploaded and resized to ${image.width}×${image.height} px.`);
    } catch (failure) {
      setError(errorMessage(failure, UPLOAD_FAILURE));
    }
  };

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        {round ? (
          <Avatar
            src={preview ?? undefined}
            alt={preview ? previewAlt : undefined}
            sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
          >
            {placeholder}
          </Avatar>
        ) : preview ? (
          <Box
            component="img"
            src={preview}
            alt={previewAlt}
            sx={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
          />
        ) : (
          <Box
            sx={{
              width: '100%',
              maxWidth: 320,
              aspectRatio: '16 / 10',
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">No image yet</Typography>
          </Box>
        )}
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <input ref={input} id={`${id}-file`} type="file" accept="image/*" hidden aria-label={buttonLabel} onChange={(event) => void pick(event)} />
          <Button
            variant="outlined"
            startIcon={<UploadOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled || isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {isPending ? 'Uploading…' : buttonLabel}
          </Button>
          {isPending && <LinearProgress aria-label={`${buttonLabel}: uploading`} sx={{ width: 160 }} />}
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {uploaded ?? hint}
          </Typography>
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
