import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { FormCard } from '../../shared/form-card';
import type { ModuleValues } from './use-modules';

type Errors = Partial<Record<keyof ModuleValues, string>>;

interface ModuleFormProps {
  mode: 'add' | 'edit';
  context: string | null;
  initial: ModuleValues;
  saving: boolean;
  onSave: (values: ModuleValues) => void;
  onCancel: () => void;
}

/** Spec section 5: Module Title and Module Description, both required. */
export function ModuleForm({ mode, context, initial, saving, onSave, onCancel }: ModuleFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Module title is required.';
    if (!description.trim()) found.description = 'Module description is required.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({ title: title.trim(), description: description.trim() });
  }

  return (
    <FormCard
      heading={mode === 'add' ? 'Add Module' : 'Edit Module'}
      context={context}
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      submitLabel={mode === 'add' ? 'Create Module' : 'Update Module'}
    >
      <TextField label="Module Title" required value={title} onChange={(event) => setTitle(event.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
      <TextField
        label="Module Description"
        required
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
    </FormCard>
  );
}
