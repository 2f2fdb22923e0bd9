import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import { QUESTIONS_PAGE_SIZE, useCourseQuestions, type Id, type QuestionSort } from '@lectern/shared-sdk';
import { AskQuestionForm } from './ask-question-form';
import { QuestionDetail } from './question-detail';
import { QuestionRow } from './question-row';

/** Room under the panel, the last thing on the page, so the floating Course Content button never covers its last row. */
const FAB_CLEARANCE = 10;

const sortLabels: Record<QuestionSort, string> = { top: 'Top', newest: 'Newest', unanswered: 'Unanswered' };

interface LessonQuestionsProps {
  courseId: Id;
  videoId: Id;
  /** Where the player is now, in whole seconds; null when it cannot say. */
  currentSecond: () => number | null;
  /** Plays the lesson from a question's second. */
  onSeek: (second: number) => void;
}

/**
 * The lesson's questions under the player: the list (top, newest or unanswered first), a question opened in place
 * with its answers, and the form that asks one at the player's current second. Keyed by the lesson by its page.
 */
export function LessonQuestions({ courseId, videoId, currentSecond, onSeek }: LessonQuestionsProps) {
  const [sort, setSort] = useState<QuestionSort>('top');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [openId, setOpenId] = useState<Id | null>(null);
  const list = useCourseQuestions(courseId, { videoId, sort, page, limit: QUESTIONS_PAGE_SIZE }, { failure: 'Failed to load the questions' });
  const pages = list.data ? Math.ceil(list.data.total / list.data.limit) : 0;

  return (
    <Box sx={{ pb: FAB_CLEARANCE, minWidth: 0 }}>
      <Paper component="section" variant="outlined" aria-labelledby="lesson-questions-title" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography id="lesson-questions-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Questions{list.data ? ` (${list.data.total})` : ''}
          </Typography>
          {!asking && openId === null && (
            <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => setAsking(true)}>
              Ask a question
            </Button>
          )}
        </Box>
        {asking && (
          <Box sx={{ mb: 2 }}>
            <AskQuestionForm
              courseId={courseId}
              videoId={videoId}
              currentSecond={currentSecond}
              onCancel={() => setAsking(false)}
              onAsked={(question) => {
                setAsking(false);
                setOpenId(question.id);
              }}
            />
          </Box>
        )}
        {openId !== null ? (
          <QuestionDetail questionId={openId} onBack={() => setOpenId(null)} onSeek={onSeek} />
        ) : (
          <Stack spacing={1}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={sort}
              aria-label="Sort questions"
              onChange={(_, next: QuestionSort | null) => {
                if (next) {
                  setSort(next);
                  setPage(1);
                }
              }}
            >
              {(Object.keys(sortLabels) as QuestionSort[]).map((each) => (
                <ToggleButton key={each} value={each} sx={{ textTransform: 'none', px: 1.5 }}>
                  {sortLabels[each]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {!list.data ? (
              list.isError ? (
                <Typography color="text.secondary">The questions could not be loaded.</Typography>
              ) : (
                <Skeleton height={80} />
              )
            ) : list.data.questions.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {sort === 'unanswered' ? 'Every question on this lesson has an answer.' : 'No questions on this lesson yet. Ask the first one.'}
              </Typography>
            ) : (
              <Box component="ul" aria-label="Questions on this lesson" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {list.data.questions.map((question) => (
                  <QuestionRow key={question.id} question={question} onOpen={() => setOpenId(question.id)} onSeek={onSeek} />
                ))}
              </Box>
            )}
            {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" sx={{ alignSelf: 'center' }} />}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
