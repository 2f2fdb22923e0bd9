import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Link as RouterLink, paths, type CourseQuiz, type Id } from '@lectern/shared-sdk';

/** What a quiz's line says under its title: the best score and whether it passed, or the pass mark to reach. */
export function quizStatus(quiz: CourseQuiz): string {
  const best = quiz.standing?.bestScore ?? null;
  if (quiz.standing?.passed) return `Passed · best score ${best ?? 0} %`;
  if (best !== null) return `Best score ${best} % · pass mark ${quiz.passMark} %`;
  return `${quiz.questionCount} ${quiz.questionCount === 1 ? 'question' : 'questions'} · pass mark ${quiz.passMark} %`;
}

/** A module's quiz as the last item of its lessons, linked to its page: passed ones are ticked like watched lessons. */
export function ModuleQuizItem({ courseId, quiz, dense = false }: { courseId: Id; quiz: CourseQuiz; dense?: boolean }) {
  const passed = quiz.standing?.passed ?? false;
  return (
    <ListItem disablePadding divider={!dense}>
      <ListItemButton component={RouterLink} to={paths.student.quiz(courseId, quiz.id)} sx={dense ? { pl: 2 } : { px: { xs: 2, sm: 3 }, gap: 1 }}>
        <ListItemIcon sx={{ minWidth: dense ? 34 : 36 }}>
          {passed ? (
            <CheckCircleIcon fontSize={dense ? 'small' : 'medium'} color="success" titleAccess="Passed" />
          ) : (
            <QuizOutlinedIcon fontSize={dense ? 'small' : 'medium'} color="primary" titleAccess="Quiz" />
          )}
        </ListItemIcon>
        <ListItemText primary={`Quiz: ${quiz.title}`} secondary={quizStatus(quiz)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
      </ListItemButton>
    </ListItem>
  );
}
