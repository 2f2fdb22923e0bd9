import { useState, type FormEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { extractYouTubeId } from '@lectern/shared-sdk';
import { DurationFields, durationToText } from '../../shared/duration-fields';
import { FormCard } from '../../shared/form-card';
import { YouTubePreview } from '../../shared/youtube-preview';
import type { VideoInput, VideoValues } from './use-videos';

type Errors = Partial<Record<keyof VideoValues, string>>;

/** {host}/watch?v=… and friends, or youtu.be/… (spec section 5); the hosts the preview (extractYouTubeId) reads. */
const youtubeUrlPattern = /^(https?:\/\/)?((www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\/.+/i;

interface VideoFormProps {
  mode: 'add' | 'edit';
  moduleTitle: string;
  initial: VideoValues;
  saving: boolean;
  onSave: (input: VideoInput) => void;
  onCancel: () => void;
}

/** Spec section 5: Video Title, YouTube URL (with its live preview) and Duration, all required; and whether it is a free preview. */
export function VideoForm({ mode, moduleTitle, initial, saving, onSave, onCancel }: VideoFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [youtubeUrl, setYoutubeUrl] = useState(initial.youtubeUrl);
  const [duration, setDuration] = useState(initial.duration);
  const [isPreview, setIsPreview] = useState(initial.isPreview);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Video title is required.';
    if (!youtubeUrl.trim()) found.youtubeUrl = 'YouTube URL is required.';
    else if (!youtubeUrlPattern.test(youtubeUrl.trim()) || !extractYouTubeId(youtubeUrl)) found.youtubeUrl = 'Please enter a valid YouTube URL.';
    const durationText = durationToText(duration);
    if ('error' in durationText) found.duration = durationText.error || 'Video duration is required.';
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in durationText) return;
    onSave({ title: title.trim(), youtubeUrl: youtubeUrl.trim(), duration: durationText.text, isPreview });
  }

  // Said as soon as a URL is typed that yields no id, not only on submit: the preview's absence needs a reason.
  const urlHint = youtubeUrl.trim() && !extractYouTubeId(youtubeUrl) ? 'Please enter a valid YouTube URL.' : undefined;

  return (
    <FormCard
      heading={mode === 'add' ? 'Add Video' : 'Edit Video'}
      context={`Module: ${moduleTitle}`}
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      submitLabel={mode === 'add' ? 'Add Video' : 'Update Video'}
    >
      <TextField label="Video Title" required value={title} onChange={(event) => setTitle(event.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
      <TextField
        label="YouTube URL"
        required
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={youtubeUrl}
        onChange={(event) => {
          setYoutubeUrl(event.target.value);
          // The error of the last submit was about the old address; the live hint below judges the new one.
          setErrors(({ youtubeUrl: _stale, ...rest }) => rest);
        }}
        error={Boolean(errors.youtubeUrl ?? urlHint)}
        helperText={errors.youtubeUrl ?? urlHint}
      />
      <YouTubePreview url={youtubeUrl} title={title} />
      <DurationFields value={duration} onChange={setDuration} error={errors.duration} label="Duration (hours and minutes)" />
      <FormControlLabel
        control={<Switch checked={isPreview} onChange={(event) => setIsPreview(event.target.checked)} />}
        label={
          <>
            Free preview
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              Anyone can watch this lesson from the course page, before enrolling.
            </Typography>
          </>
        }
      />
    </FormCard>
  );
}
