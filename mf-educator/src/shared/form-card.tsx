import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';

/** What the module and video forms take from their pages: add or edit, the values to start from, and what to do. */
export interface EditorFormProps<Values, Input> {
  mode: 'add' | 'edit';
  initial: Values;
  /** While the change is sent: both buttons are off. */
  saving: boolean;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

interface Props {
  heading: string;
  /** What the form belongs to ('Course: …', 'Module: …'), under the heading. */
  context?: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The card the module and video forms share: heading, context line, fields, then Cancel and the submit button. */
export function FormCard({ heading, context, onSubmit, onCancel, saving, submitLabel, children }: Props) {
  return (
    <PageContainer width="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
        {context ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {context}
          </Typography>
        ) : null}
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={heading} sx={{ mt: 2 }}>
          {children}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
