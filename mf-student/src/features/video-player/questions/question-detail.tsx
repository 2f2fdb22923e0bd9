import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuestionThread, type Id } from '@lectern/shared-sdk';
import { AnswerForm, AnswerList, bylineOf, QuestionMarks } from '@lectern/shared-sdk/ui/question-thread';
import { FollowButton, UpvoteButton } from './question-toggles';
import { SecondLink } from './question-row';

interface QuestionDetailProps {
  questionId: Id;
  onBack: () => void;
  onSeek: (second: number) => void;
}

/** One question open: its details, its answers (the answer first, the educator's marked) and the student's own. */
export function QuestionDetail({ questionId, onBack, onSeek }: QuestionDetailProps) {
  const thread = useQuestionThread(questionId, { failure: 'Failed to load the question' });
  const back = (
    <Box>
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
        All questions
      </Button>
    </Box>
  );
  if (!thread.data) {
    return (
      <Stack spacing={1.5}>
        {back}
        {thread.isError ? <Typography color="text.secondary">This question could not be loaded.</Typography> : <Skeleton height={120} />}
      </Stack>
    );
  }
  const { question, answers } = thread.data;
  return (
    <Stack spacing={2} component="article" aria-label={question.title}>
      {back}
      <Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {question.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {bylineOf(question.authorName, question.createdAt)}
          </Typography>
          {question.second !== null && <SecondLink second={question.second} onSeek={onSeek} />}
        </Box>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{question.body}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <UpvoteButton question={question} />
          <FollowButton question={question} />
          <QuestionMarks question={question} />
        </Box>
      </Box>
      <Box>
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {answers.length === 1 ? '1 answer' : `${answers.length} answers`}
        </Typography>
        <AnswerList answers={answers} />
      </Box>
      <AnswerForm questionId={question.id} hint="Everyone in the course can read it" />
    </Stack>
  );
}
