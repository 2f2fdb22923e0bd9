import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import type { Video } from '@lectern/shared-sdk';
import { YouTubeFrame } from '@lectern/shared-sdk/ui/youtube-frame';

/** A free preview lesson, played over the course page. */
export function PreviewDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <Dialog open={video !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="preview-dialog-title">
      <DialogTitle id="preview-dialog-title" sx={{ pr: 7 }}>
        Free preview: {video?.title}
      </DialogTitle>
      <IconButton aria-label="Close the preview" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>{video && <YouTubeFrame title={video.title} youtubeUrl={video.youtubeUrl} />}</DialogContent>
    </Dialog>
  );
}
