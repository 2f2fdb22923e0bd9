import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { attempt, notify, paths, useDeleteQuiz, Link as RouterLink, type CourseQuiz, type Id } from '@lectern/shared-sdk';
import { ConfirmDialog } from '@lectern/shared-sdk/ui/confirm-dialog';

/** How a quiz's rules read in a line: '4 questions · pass mark 70 % · 3 attempts, 10 minutes apart'. */
export function quizRules(quiz: Pick<CourseQuiz, 'questionCount' | 'passMark' | 'maxAttempts' | 'retryWaitMinutes'>): string {
  const questions = `${quiz.questionCount} ${quiz.questionCount === 1 ? 'question' : 'questions'}`;
  const attempts = quiz.maxAttempts === null ? 'unlimited attempts' : `${quiz.maxAttempts} ${quiz.maxAttempts === 1 ? 'attempt' : 'attempts'}`;
  const wait = quiz.retryWaitMinutes > 0 ? `, ${quiz.retryWaitMinutes} ${quiz.retryWaitMinutes === 1 ? 'minute' : 'minutes'} apart` : '';
  return `${questions} · pass mark ${quiz.passMark} % · ${attempts}${wait}`;
}

/** A module's quiz, after its lessons: its rules with Edit and Delete, or the way to add one. */
export function ModuleQuiz({ courseId, moduleId, quiz }: { courseId: Id; moduleId: Id; quiz: CourseQuiz | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync: deleteQuiz, isPending } = useDeleteQuiz();

  if (!quiz) {
    return (
      <Button
        component={RouterLink}
        to={paths.educator.addQuiz(courseId, moduleId)}
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add quiz
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <QuizOutlinedIcon color="primary" aria-hidden />
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>Quiz: {quiz.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {quizRules(quiz)}
        </Typography>
      </Stack>
      <IconButton component={RouterLink} to={paths.educator.editQuiz(courseId, quiz.id)} aria-label={`Edit quiz ${quiz.title}`}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton color="error" aria-label={`Delete quiz ${quiz.title}`} onClick={() => setConfirming(true)}>
        <DeleteOutlineIcon />
      </IconButton>
      <ConfirmDialog
        open={confirming}
        title="Are you sure?"
        description={`This will permanently delete the quiz "${quiz.title}" and its learners' attempts. Certificates already issued stay valid.`}
        busy={isPending}
        onConfirm={async () => {
          await attempt(deleteQuiz(quiz.id), () => notify.success('Quiz deleted'));
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
