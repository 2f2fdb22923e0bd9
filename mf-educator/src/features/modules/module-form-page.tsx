import { useParams } from '@lectern/shared-sdk';
import { FormPage } from '../../shared/form-page';
import { ModuleForm } from './module-form';
import { useModuleForm } from './use-modules';

/** Add module (no moduleId in the route) and Edit module. */
export function ModuleFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { state, saving, cancel } = useModuleForm(mode, useParams());
  return (
    <FormPage state={state} notFound="Course not found">
      {(ready) => <ModuleForm mode={mode} context={ready.context} initial={ready.initial} saving={saving} onSave={ready.save} onCancel={cancel} />}
    </FormPage>
  );
}
