import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CloseIcon from '@mui/icons-material/Close';
import { QUESTION_LIMITS, useAskQuestion, type Id, type Question } from '@lectern/shared-sdk';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';
import { atSecond } from '@lectern/shared-sdk/ui/question-thread';

interface AskQuestionFormProps {
  courseId: Id;
  videoId: Id;
  /** Where the player is now, in whole seconds (null: no player, or not started). */
  currentSecond: () => number | null;
  onAsked: (question: Question) => void;
  onCancel: () => void;
}

/**
 * A question on the lesson: a title, the details, and the player's second when the form opened ("at 2:35"), which
 * the student may remove (or attach again, at the player's new position).
 */
export function AskQuestionForm({ courseId, videoId, currentSecond, onAsked, onCancel }: AskQuestionFormProps) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [second, setSecond] = useState<number | null>(currentSecond);
  const ask = useAskQuestion();
  const ready = title.trim() !== '' && body.trim() !== '';

  const submit = () =>
    ask.mutate({ courseId, input: { videoId, title: title.trim(), body: body.trim(), second } }, { onSuccess: (question) => onAsked(question) });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        aria-label="Ask a question"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) submit();
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Ask a question
        </Typography>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value.slice(0, QUESTION_LIMITS.title))}
          placeholder="What is your question, in a sentence?"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.title } }}
        />
        <CountedTextField label="Details" value={body} onChange={setBody} max={QUESTION_LIMITS.body} hint="Everyone in the course can read it" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {second === null ? (
            <Button size="small" startIcon={<AccessTimeIcon />} onClick={() => setSecond(currentSecond())}>
              Attach the lesson&apos;s current time
            </Button>
          ) : (
            <>
              <Chip icon={<AccessTimeIcon />} label={atSecond(second)} />
              <IconButton size="small" aria-label="Remove the time" onClick={() => setSecond(null)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={!ready || ask.isPending}>
            Post question
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
