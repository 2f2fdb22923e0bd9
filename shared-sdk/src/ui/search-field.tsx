import type { SxProps, Theme } from '@mui/material/styles';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps {
  /** The field's name for screen readers and tests ('Search students'); shown as its label unless `hideLabel`. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  sx?: SxProps<Theme>;
}

/** The search box of the areas' lists: a magnifier, the text the list is narrowed by, nothing sent anywhere. */
export function SearchField({ label, placeholder, value, onChange, hideLabel = false, sx }: SearchFieldProps) {
  return (
    <TextField
      label={hideLabel ? undefined : label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{
        htmlInput: hideLabel ? { 'aria-label': label } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The lists' rule for what the search field narrows to: any of `texts` holds the search, ignoring case and the spaces around it; an empty search keeps everything. */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text.toLowerCase().includes(needle));
}
