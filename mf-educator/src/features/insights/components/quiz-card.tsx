import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizInsight } from '@lectern/shared-sdk';

const asPercent = (rate: number) => `${Math.round(rate * 100)} %`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One quiz: how many learners tried it and passed, how many attempts passing took, and the questions learners got
 * wrong most at their first attempt (where a lesson may not teach what the quiz asks).
 */
function QuizInsightCard({ quiz }: { quiz: QuizInsight }) {
  const headingId = `quiz-insight-${quiz.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {quiz.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {quiz.moduleTitle} · pass mark {quiz.passMark} %
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Figure label="Learners who tried" value={String(quiz.learnersAttempted)} />
        <Figure label="Passed" value={String(quiz.learnersPassed)} />
        <Figure label="Pass rate" value={quiz.passRate === null ? '–' : asPercent(quiz.passRate)} />
        <Figure label="Attempts to pass" value={quiz.averageAttemptsToPass === null ? '–' : quiz.averageAttemptsToPass.toFixed(1)} />
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 3, mb: 1 }}>
        Hardest questions (right at the first attempt)
      </Typography>
      {quiz.hardestQuestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No attempts yet.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {quiz.hardestQuestions.map((question) => (
            <Box component="li" key={question.id}>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {question.prompt}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {asPercent(question.firstAttemptCorrectRate)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={question.firstAttemptCorrectRate * 100}
                aria-label={`${question.prompt}: ${asPercent(question.firstAttemptCorrectRate)} right of ${question.firstAttempts} first attempts`}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function QuizInsights({ quizzes }: { quizzes: readonly QuizInsight[] }) {
  if (quizzes.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="quiz-insights">
      <Typography id="quiz-insights" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Quizzes
      </Typography>
      {quizzes.map((quiz) => (
        <QuizInsightCard key={quiz.id} quiz={quiz} />
      ))}
    </Stack>
  );
}
