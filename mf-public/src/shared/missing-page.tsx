import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';

/**
 * What a public page says when the thing its address names is not there (or could not be read): a heading, a line
 * of explanation, Retry when reading again may help, and the way back to the catalogue.
 */
export function MissingPage({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button component={RouterLink} to={paths.courses()} variant="contained">
          Browse Courses
        </Button>
      </Box>
    </Container>
  );
}
