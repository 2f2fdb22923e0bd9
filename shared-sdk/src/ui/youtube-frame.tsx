import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { extractYouTubeId, youtubeEmbedUrl } from '@lectern/shared-sdk';

/**
 * A YouTube lesson, embedded from the 11-character id of its address (youtube-nocookie, the origin the pages' CSP
 * allows), in a 16:9 frame; 'Invalid video URL' when no id can be read. The student's player, the course page's
 * free previews and the educator's live preview all show lessons this way.
 */
export function YouTubeFrame({ title, youtubeUrl }: { title: string; youtubeUrl: string | undefined }) {
  const id = youtubeUrl ? extractYouTubeId(youtubeUrl) : null;
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2, overflow: 'hidden' }}>
      {id ? (
        <Box
          component="iframe"
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Typography sx={{ color: 'common.white', fontWeight: 600 }}>Invalid video URL</Typography>
        </Box>
      )}
    </Box>
  );
}
