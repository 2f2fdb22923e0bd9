import { useParams } from '@lectern/shared-sdk';
import { FormPage } from '../../shared/form-page';
import { useVideoForm } from './use-videos';
import { VideoForm } from './video-form';

/** Add video (no videoId in the route) and Edit video. */
export function VideoFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { state, saving, cancel } = useVideoForm(mode, useParams());
  return (
    <FormPage state={state} notFound="Course or Module not found">
      {(ready) => (
        <VideoForm mode={mode} moduleTitle={ready.moduleTitle} initial={ready.initial} saving={saving} onSave={ready.save} onCancel={cancel} />
      )}
    </FormPage>
  );
}
