import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { queryRoots, useAcceptAnswer, useQuestionThread, type Answer, type Question } from '@lectern/shared-sdk';
import { AnswerForm, AnswerList, answersText, atSecond, bylineOf, QuestionMarks } from '@lectern/shared-sdk/ui/question-thread';

/**
 * One student's question, with where it was asked (course, lesson, second) and its upvotes. Opened, it shows the
 * answers, lets the educator answer, and mark one answer as the answer (or unmark it).
 */
export function EducatorQuestionCard({ question }: { question: Question }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const where = [question.courseTitle, question.videoTitle, ...(question.second === null ? [] : [atSecond(question.second)])].join(' · ');
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {where}
      </Typography>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
        {question.title}
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{question.body}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {bylineOf(question.authorName, question.createdAt)}
        </Typography>
        <Box
          component="span"
          aria-label={`${question.upvotes} ${question.upvotes === 1 ? 'upvote' : 'upvotes'}`}
          role="img"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', typography: 'body2' }}
        >
          <ThumbUpOutlinedIcon fontSize="inherit" />
          {question.upvotes}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {answersText(question.answerCount)}
        </Typography>
        <QuestionMarks question={question} />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Button variant={open ? 'text' : 'contained'} size="small" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {open ? 'Close' : 'Answer'}
        </Button>
      </Box>
      {open && <Thread question={question} />}
    </Paper>
  );
}

function Thread({ question }: { question: Question }) {
  const thread = useQuestionThread(question.id, { root: queryRoots.teaching, failure: 'Failed to load the answers' });
  const accept = useAcceptAnswer();
  const markButton = (answer: Answer) => (
    <Button
      size="small"
      variant="outlined"
      color={answer.accepted ? 'inherit' : 'success'}
      disabled={accept.isPending}
      onClick={() => accept.mutate({ questionId: question.id, answerId: answer.accepted ? null : answer.id })}
    >
      {answer.accepted ? 'Unmark as the answer' : 'Mark as the answer'}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {thread.data ? <AnswerList answers={thread.data.answers} renderActions={markButton} /> : <Skeleton height={60} />}
      <AnswerForm questionId={question.id} hint="Everyone in the course can read it" />
    </Stack>
  );
}
