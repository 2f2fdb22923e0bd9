import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { extractYouTubeId } from '@lectern/shared-sdk';
import { DurationFields, durationToText } from '../../shared/duration-fields';
import { FormCard, type EditorFormProps } from '../../shared/form-card';
import { useForm, type FieldErrors, type Validation } from '../../shared/use-form';
import { YouTubePreview } from '../../shared/youtube-preview';
import type { VideoInput, VideoValues } from './use-videos';

/** {host}/watch?v=… and friends, or youtu.be/… (spec section 5); the hosts the preview (extractYouTubeId) reads. */
const youtubeUrlPattern = /^(https?:\/\/)?((www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\/.+/i;

/** Spec section 5: Video Title, YouTube URL (with its live preview) and Duration, all required; and whether it is a free preview. */
function validateVideo(values: VideoValues): Validation<VideoValues, VideoInput> {
  const errors: FieldErrors<VideoValues> = {};
  const { title, youtubeUrl } = values;
  if (!title.trim()) errors.title = 'Video title is required.';
  if (!youtubeUrl.trim()) errors.youtubeUrl = 'YouTube URL is required.';
  else if (!youtubeUrlPattern.test(youtubeUrl.trim()) || !extractYouTubeId(youtubeUrl)) errors.youtubeUrl = 'Please enter a valid YouTube URL.';
  const duration = durationToText(values.duration);
  if ('error' in duration) errors.duration = duration.error || 'Video duration is required.';
  if (Object.keys(errors).length > 0 || 'error' in duration) return { errors };
  return { input: { title: title.trim(), youtubeUrl: youtubeUrl.trim(), duration: duration.text, isPreview: values.isPreview } };
}

interface VideoFormProps extends EditorFormProps<VideoValues, VideoInput> {
  moduleTitle: string;
}

export function VideoForm({ mode, moduleTitle, initial, saving, onSave, onCancel }: VideoFormProps) {
  const { values, set, field, errors, setErrors, submit } = useForm(initial, validateVideo, onSave);
  const { title, youtubeUrl } = values;

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
      <TextField label="Video Title" required {...field('title')} />
      <TextField
        label="YouTube URL"
        required
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={youtubeUrl}
        onChange={(event) => {
          set('youtubeUrl', event.target.value);
          // The error of the last submit was about the old address; the live hint below judges the new one.
          setErrors(({ youtubeUrl: _stale, ...rest }) => rest);
        }}
        error={Boolean(errors.youtubeUrl ?? urlHint)}
        helperText={errors.youtubeUrl ?? urlHint}
      />
      <YouTubePreview url={youtubeUrl} title={title} />
      <DurationFields
        value={values.duration}
        onChange={(duration) => set('duration', duration)}
        error={errors.duration}
        label="Duration (hours and minutes)"
      />
      <FormControlLabel
        control={<Switch checked={values.isPreview} onChange={(event) => set('isPreview', event.target.checked)} />}
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
