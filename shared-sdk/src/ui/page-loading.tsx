import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * The one page-level spinner of every area, while a page's data or code loads. `label` names what is loading
 * ('Loading course'); it is the status's name and the spinner's, for screen readers and tests alike.
 */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
