import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { attempt, notify, paths, quizRulesLine, useDeleteQuiz, Link as RouterLink, type CourseQuiz, type Id } from '@lectern/shared-sdk';
import { ConfirmDialog } from '@lectern/shared-sdk/ui/confirm-dialog';

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
          {quizRulesLine(quiz)}
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
