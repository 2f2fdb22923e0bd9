/** Text beside the buttons; on phones the buttons move below the text. */
export const pendingRowSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  gap: { xs: 1.5, sm: 2 },
  py: 2,
} as const;
