import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';

/** The video's own page on YouTube, where it may play when it cannot here. */
export const youtubeWatchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${youtubeId}`;

/**
 * In place of the player when the lesson's video cannot be played here (YouTube refused it, or its player did not
 * load: offline, blocked): says so and links to the video on YouTube, in a new tab so the lesson stays open.
 */
export function VideoUnavailable({ youtubeId, onRetry }: { youtubeId: string; onRetry: () => void }) {
  return (
    <Box
      role="region"
      aria-label="Video unavailable"
      sx={{
        width: '100%',
        // At least the frame's 16:9, taller when the message needs it (a narrow phone).
        aspectRatio: '16 / 9',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 2, sm: 3 },
        bgcolor: 'grey.900',
        color: 'common.white',
        borderRadius: 2,
        textAlign: 'center',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: { xs: 1, sm: 1.5 }, maxWidth: 440 }}>
        <VideocamOffOutlinedIcon sx={{ fontSize: { xs: 32, sm: 44 }, color: 'grey.400' }} aria-hidden />
        <Typography role="alert" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
          This video can&apos;t be played here.
        </Typography>
        <Typography variant="body2" sx={{ color: 'grey.300', display: { xs: 'none', sm: 'block' } }}>
          It may be private, removed or not allowed on other sites, or YouTube may be unreachable from this network.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 0.5 }}>
          <Button
            variant="contained"
            href={youtubeWatchUrl(youtubeId)}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            Watch on YouTube
          </Button>
          <Button variant="outlined" onClick={onRetry} startIcon={<ReplayIcon />} sx={{ color: 'common.white', borderColor: 'grey.500' }}>
            Try again
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
