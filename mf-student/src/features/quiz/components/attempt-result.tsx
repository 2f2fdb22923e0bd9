import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { AttemptResult } from '@lectern/shared-sdk';

/** The score of an attempt, said once: passed or not, against the pass mark. */
export function ResultSummary({ result, passMark }: { result: AttemptResult; passMark: number }) {
  return (
    <Alert severity={result.passed ? 'success' : 'warning'} variant="outlined" role="status">
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
        Attempt {result.number}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {result.passed ? 'Passed' : 'Not passed'}: {result.score} %
      </Typography>
      <Typography variant="body2">
        {result.correctCount} of {result.questionCount} right · the pass mark is {passMark} %
      </Typography>
    </Alert>
  );
}

/**
 * Each question of a submitted attempt: right or wrong, what the learner chose, the explanation, and the right
 * options where the server tells them (once the quiz is passed or no attempt is left).
 */
export function AttemptReview({ result }: { result: AttemptResult }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`Answers of attempt ${result.number}`}>
      {result.questions.map((question, index) => (
        <Paper
          key={question.id}
          component="li"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderLeft: 4, borderLeftColor: question.correct ? 'success.main' : 'error.main' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {question.correct ? <CheckCircleIcon color="success" titleAccess="Right" /> : <CancelIcon color="error" titleAccess="Wrong" />}
            <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
              {index + 1}. {question.prompt}
            </Typography>
          </Stack>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {question.options.map((option) => {
              const chosen = question.chosenOptionIds.includes(option.id);
              const right = question.correctOptionIds?.includes(option.id) ?? false;
              return (
                <Box component="li" key={option.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}>
                  {chosen ? (
                    <CheckCircleIcon fontSize="small" color={question.correct ? 'success' : 'action'} titleAccess="Your choice" />
                  ) : (
                    <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
                  )}
                  <Typography variant="body2" sx={{ fontWeight: right ? 700 : 400, overflowWrap: 'anywhere', minWidth: 0 }}>
                    {option.text}
                    {right ? ' (right answer)' : ''}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {question.explanation ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.explanation}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
