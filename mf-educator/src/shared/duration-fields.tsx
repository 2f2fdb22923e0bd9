import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDuration, parseDuration } from '@lectern/shared-sdk';

export interface DurationValue {
  hours: string;
  minutes: string;
}

export const emptyDuration: DurationValue = { hours: '', minutes: '' };

/** '2h 30m' back into the two fields (Edit course, Edit video). */
export function durationFromText(text: string): DurationValue {
  const parts = parseDuration(text);
  if (!parts) return emptyDuration;
  return { hours: parts.hours ? String(parts.hours) : '', minutes: parts.minutes ? String(parts.minutes) : '' };
}

/** The text the API takes ('{h}h {m}m', '{h}h' or '{m}m'), or an error for the form. */
export function durationToText(value: DurationValue): { text: string } | { error: string } {
  const hours = value.hours.trim() === '' ? 0 : Number(value.hours);
  const minutes = value.minutes.trim() === '' ? 0 : Number(value.minutes);
  if (!Number.isInteger(hours) || hours < 0) return { error: 'Hours must be a whole number, 0 or more.' };
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) return { error: 'Minutes must be a whole number from 0 to 59.' };
  const text = formatDuration({ hours, minutes });
  return text ? { text } : { error: '' };
}

export function DurationFields({
  value,
  onChange,
  error,
  label = 'Duration',
}: {
  value: DurationValue;
  onChange: (value: DurationValue) => void;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Hours"
          type="number"
          value={value.hours}
          onChange={(event) => onChange({ ...value, hours: event.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          error={Boolean(error)}
          fullWidth
        />
        <TextField
          label="Minutes"
          type="number"
          value={value.minutes}
          onChange={(event) => onChange({ ...value, minutes: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
          error={Boolean(error)}
          fullWidth
        />
      </Stack>
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </fieldset>
  );
}
