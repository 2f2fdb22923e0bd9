import { useNavigate } from '@lectern/shared-sdk';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** 'Student not found' and friends, with Go Back to wherever the admin came from. */
export function NotFoundState({ message, fallbackPath }: { message: string; fallbackPath: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(fallbackPath);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
        Go Back
      </Button>
    </Paper>
  );
}
