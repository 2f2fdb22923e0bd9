import Chip from '@mui/material/Chip';

/**
 * A state in a word, the same in every area: green when the positive state holds (Approved, Active, Published),
 * outlined grey otherwise (Pending, Inactive); the text always says which, colour is never the only sign.
 */
export function StatusChip({ active, activeLabel, inactiveLabel }: { active: boolean; activeLabel: string; inactiveLabel: string }) {
  return (
    <Chip
      size="small"
      label={active ? activeLabel : inactiveLabel}
      // Outlined grey, not orange: MUI's warning colour is below 4.5:1 contrast on white.
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
