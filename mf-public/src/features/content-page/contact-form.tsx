import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, useCurrentUser, useSendContactMessage, MAX_CONTACT_MESSAGE_LENGTH } from '@lectern/shared-sdk';

interface Fields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact form: a message kept by the API and mailed to every admin. A signed-in person's name and e-mail are filled in. */
export function ContactForm() {
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const [fields, setFields] = useState<Fields>({ name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    send.mutate(fields, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => setRefusal(errorMessage(error, 'Your message could not be sent. Try again in a moment.')),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-form-title" sx={{ p: { xs: 2.5, md: 4 }, mt: 4, borderRadius: 3 }}>
      <Typography id="contact-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Send us a message
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Your name" required fullWidth autoComplete="name" slotProps={{ htmlInput: { maxLength: 100 } }} {...field('name')} />
            <TextField
              label="E-mail"
              type="email"
              required
              fullWidth
              autoComplete="email"
              slotProps={{ htmlInput: { maxLength: 254 } }}
              {...field('email')}
            />
          </Stack>
          <TextField label="Subject" required fullWidth slotProps={{ htmlInput: { maxLength: 150 } }} {...field('subject')} />
          <TextField
            label="Message"
            required
            fullWidth
            multiline
            // A fixed height, not one measured in the browser: an autosizing textarea with text typed before hydration
            // grew when measured, moving Send from under the pointer (2 sends in 5 were lost in e2e; none since).
            rows={6}
            slotProps={{ htmlInput: { maxLength: MAX_CONTACT_MESSAGE_LENGTH } }}
            {...field('message')}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
