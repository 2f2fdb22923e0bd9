import type { SxProps, Theme } from '@mui/material/styles';

/** Thumbnail, text and action side by side; on phones the action moves to its own line. */
export const rowSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '112px minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"thumb body" "action action"', sm: '"thumb body action"' },
  columnGap: 2,
  rowGap: 1.5,
  alignItems: 'center',
  py: 2,
  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
};

export const actionSx: SxProps<Theme> = { gridArea: 'action', minWidth: 120, justifySelf: { xs: 'end', sm: 'auto' } };
