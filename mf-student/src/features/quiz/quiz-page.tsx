import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDate, Link as RouterLink, paths, quizRulesLine, useParams } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { LearningFallback } from '../../shared/learning-fallback';
import { AttemptForm } from './components/attempt-form';
import { AttemptReview, ResultSummary } from './components/attempt-result';
import { nextAttempt, standingLine } from './quiz-standing';
import { useQuiz } from './use-quiz';

/**
 * A module's quiz for the learner: its rules and their standing, the attempt being taken, the result of the one just
 * submitted with each question's explanation, and their earlier attempts. The server grades; nothing on this page
 * knows an answer before an attempt is submitted.
 */
export function QuizPage() {
  const { learning, attempts, open, justSubmitted, now, start, starting, submit, submitting } = useQuiz(useParams());

  if (learning.status !== 'ready') return <LearningFallback state={learning} />;
  const { course } = learning;
  if (attempts.isError) {
    return (
      <PageContainer width="md">
        <Alert severity="error">This quiz could not be loaded. It may have been removed.</Alert>
        <Box>
          <Button component={RouterLink} to={paths.student.learn(course.id)} startIcon={<ArrowBackIcon />}>
            Back to the course
          </Button>
        </Box>
      </PageContainer>
    );
  }
  if (!attempts.data) return <PageLoading label="Loading quiz" />;
  const { quiz, standing } = attempts.data;
  const next = nextAttempt(standing, now);
  const module = course.modules.find((item) => item.id === quiz.moduleId);
  const earlier = attempts.data.attempts.filter((result) => result.id !== justSubmitted?.id);

  return (
    <PageContainer width="md">
      <Box>
        <Button component={RouterLink} to={paths.student.learn(course.id)} startIcon={<ArrowBackIcon />}>
          Back to the course
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {course.title}
            {module ? ` · ${module.title}` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}>
              {quiz.title}
            </Typography>
            {standing.passed ? <Chip label="Passed" color="success" size="small" /> : null}
          </Stack>
          <Typography color="text.secondary">{quizRulesLine(quiz)}</Typography>
          <Typography>{standingLine(standing)}</Typography>
        </Stack>
      </Paper>

      {open ? (
        <>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Attempt {open.number}
          </Typography>
          <AttemptForm key={open.id} attempt={open} submitting={submitting} onSubmit={submit} />
        </>
      ) : (
        <>
          {justSubmitted ? (
            <Stack spacing={2} component="section" aria-label="Your result">
              <ResultSummary result={justSubmitted} passMark={quiz.passMark} />
              <AttemptReview result={justSubmitted} />
            </Stack>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            {next.can ? (
              <Button variant="contained" size="large" onClick={start} disabled={starting}>
                {next.resume ? 'Resume attempt' : standing.attemptsUsed === 0 ? 'Start quiz' : 'Try again'}
              </Button>
            ) : (
              <Typography role="status" color="text.secondary">
                {next.reason}
              </Typography>
            )}
            {standing.passed ? (
              <Button component={RouterLink} to={paths.student.learn(course.id)} variant="outlined" size="large">
                Continue the course
              </Button>
            ) : null}
          </Stack>
          {earlier.length > 0 ? (
            <Stack spacing={1} component="section" aria-label="Earlier attempts">
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                Earlier attempts
              </Typography>
              {earlier.map((result) => (
                <Accordion key={result.id} variant="outlined" disableGutters>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography>
                      Attempt {result.number} · {formatDate(result.submittedAt)} · {result.score} % · {result.passed ? 'passed' : 'not passed'}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <AttemptReview result={result} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Stack>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
