import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEducatorQuestions, useMyCourses, type EducatorQuestionFilter, type Id } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { EducatorQuestionCard } from './educator-question-card';
import { questionsPageQuery } from './questions-query';

const ALL_COURSES = 'all';

/**
 * Students' questions on the educator's lessons across their courses: those waiting for an answer first (or all of
 * them, unanswered still first), for one course or all; each answered in place.
 */
export function QuestionsPage() {
  const [status, setStatus] = useState<EducatorQuestionFilter>('unanswered');
  const [courseId, setCourseId] = useState<Id | null>(null);
  const [page, setPage] = useState(1);
  const courses = useMyCourses();
  const questions = useEducatorQuestions(questionsPageQuery({ status, courseId, page }), { failure: 'Failed to load the questions' });
  const data = questions.data;
  const pages = data ? Math.ceil(data.total / data.limit) : 0;

  return (
    <PageContainer>
      <PageHeader title="Questions" subtitle="What students ask on your lessons. Those waiting for an answer come first." />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          aria-label="Show questions"
          onChange={(_, next: EducatorQuestionFilter | null) => {
            if (next) {
              setStatus(next);
              setPage(1);
            }
          }}
        >
          <ToggleButton value="unanswered" sx={{ textTransform: 'none', px: 2 }}>
            Unanswered{data ? ` (${data.unanswered})` : ''}
          </ToggleButton>
          <ToggleButton value="all" sx={{ textTransform: 'none', px: 2 }}>
            All
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Course"
          value={courseId === null ? ALL_COURSES : String(courseId)}
          onChange={(event) => {
            setCourseId(event.target.value === ALL_COURSES ? null : Number(event.target.value));
            setPage(1);
          }}
          sx={{ minWidth: 220, maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
        >
          <MenuItem value={ALL_COURSES}>All my courses</MenuItem>
          {(courses.data ?? []).map((course) => (
            <MenuItem key={course.id} value={String(course.id)}>
              {course.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!data ? (
        questions.isError ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">Your questions could not be loaded.</Typography>
          </Paper>
        ) : (
          <PageLoading label="Loading questions" />
        )
      ) : data.questions.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {status === 'unanswered' ? 'No questions wait for an answer. Well done.' : 'No questions on your lessons yet.'}
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label="Questions" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.questions.map((question) => (
            <EducatorQuestionCard key={question.id} question={question} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
    </PageContainer>
  );
}
