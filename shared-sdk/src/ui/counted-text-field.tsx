import TextField from '@mui/material/TextField';

interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes: typing stops there, and the helper text counts down to it. */
  max: number;
  /** Said before the count ('Everyone who reads the course page sees it'). */
  hint?: string;
  placeholder?: string;
  minRows?: number;
  autoFocus?: boolean;
}

/** Long text people write for others to read (a review, a reply, a reason): several lines, with what is left to write. */
export function CountedTextField({ label, value, onChange, max, hint, placeholder, minRows = 3, autoFocus = false }: CountedTextFieldProps) {
  const left = `${(max - value.length).toLocaleString('en-US')} characters left`;
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, max))}
      multiline
      minRows={minRows}
      maxRows={Math.max(minRows, 10)}
      fullWidth
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: max } }}
      helperText={hint ? `${hint} · ${left}` : left}
    />
  );
}
