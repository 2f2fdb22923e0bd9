import TextField from '@mui/material/TextField';
import { FormCard, type EditorFormProps } from '../../shared/form-card';
import { useForm, type FieldErrors, type Validation } from '../../shared/use-form';
import type { ModuleValues } from './use-modules';

/** Spec section 5: Module Title and Module Description, both required. */
function validateModule(values: ModuleValues): Validation<ModuleValues, ModuleValues> {
  const errors: FieldErrors<ModuleValues> = {};
  if (!values.title.trim()) errors.title = 'Module title is required.';
  if (!values.description.trim()) errors.description = 'Module description is required.';
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { title: values.title.trim(), description: values.description.trim() } };
}

interface ModuleFormProps extends EditorFormProps<ModuleValues, ModuleValues> {
  context: string | null;
}

export function ModuleForm({ mode, context, initial, saving, onSave, onCancel }: ModuleFormProps) {
  const { field, submit } = useForm(initial, validateModule, onSave);

  return (
    <FormCard
      heading={mode === 'add' ? 'Add Module' : 'Edit Module'}
      context={context}
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      submitLabel={mode === 'add' ? 'Create Module' : 'Update Module'}
    >
      <TextField label="Module Title" required {...field('title')} />
      <TextField label="Module Description" required multiline minRows={3} {...field('description')} />
    </FormCard>
  );
}
