import Chip from '@mui/material/Chip';

/** Green when the positive state holds, outlined grey otherwise; the text always says which. */
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
