import { parseId, paths, useCreateVideo, useModule, useUpdateVideo, useVideo, type CreateVideoInput } from '@lectern/shared-sdk';
import { durationFromText, emptyDuration, type DurationValue } from '../../shared/duration-fields';
import type { FormPageState } from '../../shared/form-page';
import { LOAD_FAILURE, unreadable, useLeaveWhenUnreadable } from '../../shared/use-leave-unreadable';
import { useReturnToCourse } from '../../shared/use-return-to-course';

export interface VideoValues {
  title: string;
  youtubeUrl: string;
  duration: DurationValue;
  /** A free preview: anyone may watch it from the course page. */
  isPreview: boolean;
}

/** What a form sends: the fields, the duration in its text form. */
export type VideoInput = Omit<CreateVideoInput, 'moduleId'>;

type VideoFormState = FormPageState<{ moduleTitle: string; initial: VideoValues; save: (input: VideoInput) => Promise<void> }>;

const emptyVideo: VideoValues = { title: '', youtubeUrl: '', duration: emptyDuration, isPreview: false };

/**
 * Both forms read the module (named above the form; it must belong to the course in the address), edit video the
 * video too (it must belong to the module); either mismatch is 'Course or Module not found'. Add video: an unknown
 * or unreadable module is that too. Edit video: an unreadable module or video toasts, then goes to My Courses.
 */
export function useVideoForm(mode: 'add' | 'edit', raw: { courseId?: string; moduleId?: string; videoId?: string }) {
  const courseId = parseId(raw.courseId);
  const moduleId = parseId(raw.moduleId);
  const videoId = parseId(raw.videoId);
  const failure = mode === 'edit' ? LOAD_FAILURE : undefined;
  const moduleRead = useModule(moduleId, { failure });
  // Asked for in either mode, switched off in add: the two routes may share one mounted page.
  const videoRead = useVideo(mode === 'edit' ? videoId : null, { failure });
  const createVideo = useCreateVideo();
  const updateVideo = useUpdateVideo();
  const { save, cancel } = useReturnToCourse(courseId);
  const problem =
    mode === 'edit' ? (unreadable(moduleId, moduleRead, 'Module not found') ?? unreadable(videoId, videoRead, 'Video not found')) : null;
  useLeaveWhenUnreadable(problem, paths.educator.courses());

  function state(): VideoFormState {
    const found = moduleRead.data;
    if (mode === 'add') {
      if (found) {
        if (found.courseId !== courseId) return { status: 'not-found' };
        return {
          status: 'ready',
          moduleTitle: found.title,
          initial: emptyVideo,
          save: (input) => save(createVideo.mutateAsync({ moduleId: found.id, ...input }), 'Video added!', 'Failed to add video'),
        };
      }
      return moduleId === null || found === null || moduleRead.isError ? { status: 'not-found' } : { status: 'loading' };
    }
    const existing = videoRead.data;
    // Until both are read, and while leaving when one cannot be.
    if (!found || !existing) return { status: 'loading' };
    if (found.courseId !== courseId || existing.moduleId !== found.id) return { status: 'not-found' };
    return {
      status: 'ready',
      moduleTitle: found.title,
      initial: {
        title: existing.title,
        youtubeUrl: existing.youtubeUrl ?? '',
        duration: durationFromText(existing.duration),
        isPreview: existing.isPreview,
      },
      save: (input) => save(updateVideo.mutateAsync({ id: existing.id, input }), 'Video updated!', 'Failed to update video'),
    };
  }

  return { state: state(), saving: createVideo.isPending || updateVideo.isPending, cancel };
}
