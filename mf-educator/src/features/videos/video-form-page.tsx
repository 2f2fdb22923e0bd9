import { useLocation, useParams } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageProblem } from '../../shared/page-status';
import { useVideoForm } from './use-videos';
import { VideoForm } from './video-form';

/** Add video (no videoId in the route) and Edit video. */
export function VideoFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { pathname } = useLocation();
  const { state, saving, cancel } = useVideoForm(mode, useParams());

  if (state.status === 'not-found') return <PageProblem message="Course or Module not found" />;
  if (state.status === 'loading') return <PageLoading label="Loading" />;
  return (
    <VideoForm
      // Another address (back and forward between two forms) starts a fresh form.
      key={pathname}
      mode={mode}
      moduleTitle={state.moduleTitle}
      initial={state.initial}
      saving={saving}
      onSave={state.save}
      onCancel={cancel}
    />
  );
}
