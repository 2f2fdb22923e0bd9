import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';

/** 'Course not found' and friends, with the way back to My Courses. */
export function PageProblem({ message }: { message: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {message}
      </Typography>
      <Button component={RouterLink} to={paths.educator.courses()} variant="contained">
        Back to My Courses
      </Button>
    </Container>
  );
}
