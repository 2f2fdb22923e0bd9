import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
// From the SDK's root, the one shared instance (see reviews.tsx).
import { formatClock, formatTimeAgo, QUESTION_LIMITS, useAnswerQuestion, type Answer, type Id, type Question } from '@lectern/shared-sdk';
import { CountedTextField } from './counted-text-field';

/** 'Sam Lee · 3 days ago': who asked or answered, and when. */
export const bylineOf = (who: string, iso: string) => `${who} · ${formatTimeAgo(iso)}`;

/** 'at 2:35': the lesson's second a question is about. */
export const atSecond = (second: number) => `at ${formatClock(second)}`;

/** 'No answers', '1 answer', '4 answers'. */
export const answersText = (count: number) => (count === 0 ? 'No answers' : `${count} ${count === 1 ? 'answer' : 'answers'}`);

/** The marks a question carries wherever it is listed: answered (green), hidden (admins only see those). */
export function QuestionMarks({ question }: { question: Pick<Question, 'answered' | 'hidden'> }) {
  return (
    <>
      {question.answered && <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Answered" />}
      {question.hidden && <Chip size="small" variant="outlined" label="Hidden" />}
    </>
  );
}

interface AnswerListProps {
  answers: Answer[];
  /** What the reader may do with each answer (mark it as the answer, hide it). */
  renderActions?: (answer: Answer) => ReactNode;
}

/**
 * A question's answers in the server's order (the one marked as the answer first, then the educator's, then oldest
 * first), each saying who wrote it, whether that is the course's educator, and whether it is the answer.
 */
export function AnswerList({ answers, renderActions }: AnswerListProps) {
  if (answers.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        No answers yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Answers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {answers.map((answer) => (
        <AnswerItem key={answer.id} answer={answer} actions={renderActions?.(answer)} />
      ))}
    </Box>
  );
}

function AnswerItem({ answer, actions }: { answer: Answer; actions?: ReactNode }) {
  const nameId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        py: 1.5,
        pl: 1.5,
        borderLeft: 3,
        borderColor: answer.accepted ? 'success.main' : answer.byEducator ? 'primary.light' : 'divider',
        '& + &': { mt: 1.5 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={nameId} component="h4" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {answer.authorName}
        </Typography>
        {answer.byEducator && <Chip size="small" color="primary" label="Educator" />}
        {answer.accepted && <Chip size="small" color="success" icon={<CheckCircleIcon />} label="The answer" />}
        {answer.hidden && <Chip size="small" variant="outlined" label="Hidden" />}
        <Typography variant="body2" color="text.secondary">
          {formatTimeAgo(answer.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{answer.body}</Typography>
      {actions && <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}

interface AnswerFormProps {
  questionId: Id;
  /** Said under the field ('Everyone in the course can read it'). */
  hint?: string;
  onAnswered?: () => void;
}

/** Writing an answer: the text (up to the server's limit) and Post answer; emptied once it is posted. */
export function AnswerForm({ questionId, hint, onAnswered }: AnswerFormProps) {
  const [body, setBody] = useState('');
  const answer = useAnswerQuestion();
  const text = body.trim();
  const submit = () =>
    answer.mutate(
      { questionId, body: text },
      {
        onSuccess: () => {
          setBody('');
          onAnswered?.();
        },
      },
    );
  return (
    <Stack
      component="form"
      spacing={1}
      aria-label="Your answer"
      onSubmit={(event) => {
        event.preventDefault();
        if (text) submit();
      }}
    >
      <CountedTextField label="Your answer" value={body} onChange={setBody} max={QUESTION_LIMITS.answer} hint={hint} minRows={2} />
      <Box>
        <Button type="submit" variant="contained" disabled={!text || answer.isPending}>
          Post answer
        </Button>
      </Box>
    </Stack>
  );
}
