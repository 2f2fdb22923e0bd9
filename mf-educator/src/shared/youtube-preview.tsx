import { extractYouTubeId } from '@lectern/shared-sdk';
import { YouTubeFrame } from '@lectern/shared-sdk/ui/youtube-frame';

/** The live preview of the add and edit video forms: shown once an 11-character video id can be read from the URL. */
export function YouTubePreview({ url, title }: { url: string; title: string }) {
  if (!extractYouTubeId(url)) return null;
  return <YouTubeFrame youtubeUrl={url} title={`Preview: ${title || 'video'}`} />;
}
