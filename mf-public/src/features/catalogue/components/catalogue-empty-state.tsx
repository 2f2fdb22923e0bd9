import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';

export function CatalogueEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2, border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
      <SearchOff sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
        No courses found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Try a different search or change the filters.
      </Typography>
      <Button variant="contained" onClick={onClear}>
        Clear Filters
      </Button>
    </Box>
  );
}
