import { useEffect, useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { errorMessage, extractYouTubeId, notify, paths, useApi, useNavigate, useParams } from '@lectern/shared-sdk';
import { DurationFields, durationFromText, durationToText, emptyDuration } from '../../shared/duration-fields';
import { FormCard } from '../../shared/form-card';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageProblem } from '../../shared/page-status';
import { YouTubePreview } from '../../shared/youtube-preview';

type Errors = Partial<Record<'title' | 'youtubeUrl' | 'duration', string>>;

/** {host}/watch?v=… and friends, or youtu.be/… (spec section 5); the hosts the preview (extractYouTubeId) reads. */
const youtubeUrlPattern = /^(https?:\/\/)?((www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\/.+/i;

/** Add video (no videoId in the route) and Edit video. */
export function VideoFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const api = useApi();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = Number(params.courseId);
  const moduleId = Number(params.moduleId);
  const videoId = Number(params.videoId);
  const [moduleTitle, setModuleTitle] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [title, setTitle] = useState('');
  const [youtubeUrl, setYoutubeUrl] = useState('');
  const [duration, setDuration] = useState(emptyDuration);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    const loads = mode === 'add' ? [api.getModule(moduleId)] : [api.getModule(moduleId), api.getVideo(videoId)];
    Promise.all(loads).then(
      ([moduleResponse, videoResponse]) => {
        if (!active || !moduleResponse || !('module' in moduleResponse)) return;
        if (moduleResponse.module.courseId !== courseId) {
          setMissing(true);
          return;
        }
        if (videoResponse && 'video' in videoResponse && videoResponse.video.moduleId !== moduleId) {
          setMissing(true);
          return;
        }
        setModuleTitle(moduleResponse.module.title);
        if (videoResponse && 'video' in videoResponse) {
          setTitle(videoResponse.video.title);
          setYoutubeUrl(videoResponse.video.youtubeUrl ?? '');
          setDuration(durationFromText(videoResponse.video.duration));
        }
      },
      (error: unknown) => {
        if (!active) return;
        if (mode === 'add') {
          setMissing(true);
          return;
        }
        // Spec section 8: a failed load in edit video toasts, then goes back to My Courses.
        notify.error('Failed to fetch course/module', errorMessage(error, 'Please try again.'));
        navigate(paths.educator.courses());
      },
    );
    return () => {
      active = false;
    };
  }, [api, courseId, moduleId, videoId, mode, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Video title is required.';
    if (!youtubeUrl.trim()) found.youtubeUrl = 'YouTube URL is required.';
    else if (!youtubeUrlPattern.test(youtubeUrl.trim()) || !extractYouTubeId(youtubeUrl)) found.youtubeUrl = 'Please enter a valid YouTube URL.';
    const durationText = durationToText(duration);
    if ('error' in durationText) found.duration = durationText.error || 'Video duration is required.';
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in durationText) return;
    setSaving(true);
    const input = { title: title.trim(), youtubeUrl: youtubeUrl.trim(), duration: durationText.text };
    try {
      if (mode === 'add') {
        await api.createVideo({ moduleId, ...input });
        notify.success('Video added!');
      } else {
        await api.updateVideo(videoId, input);
        notify.success('Video updated!');
      }
      navigate(paths.educator.course(courseId));
    } catch (error) {
      notify.error(mode === 'add' ? 'Failed to add video' : 'Failed to update video', errorMessage(error, 'Please try again.'));
      setSaving(false);
    }
  }

  if (missing) return <PageProblem message="Course or Module not found" />;
  if (moduleTitle === null) return <PageLoading label="Loading" />;
  const heading = mode === 'add' ? 'Add Video' : 'Edit Video';
  // Said as soon as a URL is typed that yields no id, not only on submit: the preview's absence needs a reason.
  const urlHint = youtubeUrl.trim() && !extractYouTubeId(youtubeUrl) ? 'Please enter a valid YouTube URL.' : undefined;

  return (
    <FormCard
      heading={heading}
      context={`Module: ${moduleTitle}`}
      onSubmit={submit}
      onCancel={() => navigate(paths.educator.course(courseId))}
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
    </FormCard>
  );
}
