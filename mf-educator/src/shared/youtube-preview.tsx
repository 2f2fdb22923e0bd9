import Box from '@mui/material/Box';
import { extractYouTubeId, youtubeEmbedUrl } from '@lectern/shared-sdk';

/** The live preview of the add and edit video forms: shown once an 11-character video id can be read from the URL. */
export function YouTubePreview({ url, title }: { url: string; title: string }) {
  const id = extractYouTubeId(url);
  if (!id) return null;
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: 'black' }}>
      <Box
        component="iframe"
        src={youtubeEmbedUrl(id)}
        title={`Preview: ${title || 'video'}`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        sx={{ border: 0, width: '100%', height: '100%' }}
      />
    </Box>
  );
}
