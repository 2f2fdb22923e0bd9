import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths, useNavigate } from '@lectern/shared-sdk';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { useAddEducator } from './use-educators';
import { focusFirstInvalid } from '@lectern/shared-sdk/ui/focus-first-invalid';

type Field = 'name' | 'email' | 'password';
const MIN_PASSWORD = 8;

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = 'Full name is required.';
  if (!values.email.trim()) errors.email = 'Email address is required.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Enter a valid email address.';
  if (!values.password) errors.password = 'Password is required.';
  else if (values.password.length < MIN_PASSWORD) errors.password = `Password must be at least ${MIN_PASSWORD} characters.`;
  return errors;
}

export function AddEducatorPage() {
  const navigate = useNavigate();
  const { add, saving } = useAddEducator();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** A field's value, its change (which clears its error) and its error under it. */
  const field = (name: Field) => ({ value: values[name], onChange: change(name), error: Boolean(errors[name]), helperText: errors[name] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (await add({ name: values.name.trim(), email: values.email.trim(), password: values.password })) void navigate(paths.admin.educators());
  };

  return (
    <PageContainer width="sm">
      <PageHeader title="Add Educator" subtitle="Create an educator account. They can sign in at once with this password." />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack spacing={2.5}>
          <TextField label="Full Name" required autoComplete="off" {...field('name')} />
          <TextField label="Email Address" type="email" required autoComplete="off" {...field('email')} />
          <TextField
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            {...field('password')}
            helperText={errors.password ?? `At least ${MIN_PASSWORD} characters.`}
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(paths.admin.educators())} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Add Educator
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
