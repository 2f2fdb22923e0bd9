import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attempt, useCreatePreviewLink, type DeployableArea, type PreviewLink } from '@lectern/shared-sdk';

/** Makes a preview link for a released version: whoever opens it gets that release in their browser until it expires. */
export function PreviewLinkForm({ areaPackage, released, title }: { areaPackage: DeployableArea; released: string[]; title: string }) {
  const create = useCreatePreviewLink();
  const [release, setRelease] = useState(released[0] ?? '');
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [copied, setCopied] = useState(false);
  if (released.length === 0) return null;
  const make = () => void attempt(create.mutateAsync({ area: areaPackage, release }), (made) => (setLink(made), setCopied(false)));
  const copy = () =>
    void navigator.clipboard?.writeText(link?.url ?? '').then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={`Release of the ${title} to preview`}
          value={release}
          onChange={(event) => setRelease(event.target.value)}
          size="small"
          sx={{ minWidth: { sm: 340 } }}
        >
          {released.map((version) => (
            <MenuItem key={version} value={version}>
              {version}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={make} loading={create.isPending}>
          Create preview link
        </Button>
      </Stack>
      {link && (
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={`Preview link for ${link.release}`}
              value={link.url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Button onClick={copy} sx={{ flexShrink: 0 }}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Opening it pins that browser to {link.release} until <time dateTime={link.expiresAt}>{new Date(link.expiresAt).toLocaleString()}</time>.
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
