import { useLocation, useParams } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageProblem } from '../../shared/page-status';
import { ModuleForm } from './module-form';
import { useModuleForm } from './use-modules';

/** Add module (no moduleId in the route) and Edit module. */
export function ModuleFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { pathname } = useLocation();
  const { state, saving, cancel } = useModuleForm(mode, useParams());

  if (state.status === 'course-not-found') return <PageProblem message="Course not found" />;
  if (state.status === 'loading') return <PageLoading label="Loading" />;
  return (
    <ModuleForm
      // Another address (back and forward between two forms) starts a fresh form.
      key={pathname}
      mode={mode}
      context={state.context}
      initial={state.initial}
      saving={saving}
      onSave={state.save}
      onCancel={cancel}
    />
  );
}
