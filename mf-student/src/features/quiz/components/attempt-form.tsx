import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Id, OpenAttempt } from '@lectern/shared-sdk';

export type Answers = Readonly<Record<number, readonly Id[]>>;

interface AttemptFormProps {
  attempt: OpenAttempt;
  submitting: boolean;
  onSubmit: (answers: Answers) => void;
}

/**
 * An attempt being taken: its questions in the order the server shuffled them for it, one choice (or several, for
 * a multiple-choice question) each. Submitting with questions left unanswered asks once more: they count as wrong.
 */
export function AttemptForm({ attempt, submitting, onSubmit }: AttemptFormProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [confirmUnanswered, setConfirmUnanswered] = useState(false);
  const unanswered = attempt.questions.filter((question) => (answers[question.id] ?? []).length === 0).length;

  const choose = (questionId: Id, optionId: Id, multiple: boolean, checked: boolean) => {
    setConfirmUnanswered(false);
    setAnswers((current) => {
      const before = current[questionId] ?? [];
      const after = multiple ? (checked ? [...before, optionId] : before.filter((id) => id !== optionId)) : [optionId];
      return { ...current, [questionId]: after };
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unanswered > 0 && !confirmUnanswered) {
      setConfirmUnanswered(true);
      return;
    }
    onSubmit(answers);
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={`Attempt ${attempt.number}`} noValidate>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {attempt.questions.map((question, index) => {
          const multiple = question.kind === 'multiple';
          const chosen = answers[question.id] ?? [];
          const legendId = `question-${question.id}`;
          return (
            <Paper key={question.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <Typography id={legendId} component="legend" sx={{ fontWeight: 600, mb: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {index + 1}. {question.prompt}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {multiple ? 'Choose every right answer' : 'Choose one answer'}
                </Typography>
                <Stack {...(multiple ? {} : { role: 'radiogroup', 'aria-labelledby': legendId })}>
                  {question.options.map((option) => {
                    const Control = multiple ? Checkbox : Radio;
                    return (
                      <FormControlLabel
                        key={option.id}
                        control={
                          <Control
                            checked={chosen.includes(option.id)}
                            onChange={(event) => choose(question.id, option.id, multiple, event.target.checked)}
                            name={`question-${question.id}`}
                          />
                        }
                        label={option.text}
                        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1, overflowWrap: 'anywhere' } }}
                      />
                    );
                  })}
                </Stack>
              </Box>
            </Paper>
          );
        })}
      </Stack>
      {confirmUnanswered ? (
        <Alert severity="warning">
          {unanswered === 1 ? 'One question is' : `${unanswered} questions are`} not answered and will count as wrong. Submit anyway?
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {confirmUnanswered ? 'Submit anyway' : 'Submit answers'}
        </Button>
      </Box>
    </Stack>
  );
}
