import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  attempt,
  notify,
  queryRoots,
  QUESTIONS_PAGE_SIZE,
  useCourseQuestions,
  useQuestionThread,
  useSetAnswerVisibility,
  useSetQuestionVisibility,
  type Answer,
  type Id,
  type Question,
} from '@lectern/shared-sdk';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';
import { AnswerList, answersText, atSecond, bylineOf, QuestionMarks } from '@lectern/shared-sdk/ui/question-thread';

const MAX_REASON_LENGTH = 500;

/** What an admin hides: a question (from the lesson's list) or one answer (from its thread). */
type Hidden = { kind: 'question'; question: Question } | { kind: 'answer'; answer: Answer };
const whose = (subject: Hidden) => (subject.kind === 'question' ? subject.question.authorName : subject.answer.authorName);

/**
 * The course's questions on its lessons as an admin reads them, hidden ones included (marked), newest first: a
 * question or an answer that breaks the rules is hidden from the course's students and educator, and one hidden by
 * mistake is shown again, as reviews are.
 */
export function ModeratedQuestions({ courseId }: { courseId: Id }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [reason, setReason] = useState('');
  const list = useCourseQuestions(courseId, { sort: 'newest', page, limit: QUESTIONS_PAGE_SIZE }, { root: queryRoots.admin });
  const questionVisibility = useSetQuestionVisibility();
  const answerVisibility = useSetAnswerVisibility();
  const hiding = useConfirm((subject: Hidden) => {
    const why = reason.trim();
    const input = { hidden: true, ...(why ? { reason: why } : {}) };
    return subject.kind === 'question'
      ? attempt(questionVisibility.mutateAsync({ questionId: subject.question.id, ...input }), () =>
          notify.success('Question hidden', `${whose(subject)}'s question no longer shows to the course's students and educator.`),
        )
      : attempt(answerVisibility.mutateAsync({ answerId: subject.answer.id, ...input }), () =>
          notify.success('Answer hidden', `${whose(subject)}'s answer no longer shows to the course's students and educator.`),
        );
  });
  const ask = (subject: Hidden) => {
    setReason('');
    hiding.ask(subject);
  };
  const showQuestion = (question: Question) =>
    void attempt(questionVisibility.mutateAsync({ questionId: question.id, hidden: false }), () =>
      notify.success('Question shown again', `${question.authorName}'s question is back on its lesson.`),
    );
  const showAnswer = (answer: Answer) =>
    void attempt(answerVisibility.mutateAsync({ answerId: answer.id, hidden: false }), () =>
      notify.success('Answer shown again', `${answer.authorName}'s answer is back under its question.`),
    );
  const busy = questionVisibility.isPending || answerVisibility.isPending;
  const pages = list.data ? Math.ceil(list.data.total / list.data.limit) : 0;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Questions
      </Typography>
      {!list.data ? (
        list.isError ? (
          <Typography color="text.secondary">Questions could not be loaded. Please try again later.</Typography>
        ) : (
          <Skeleton variant="rounded" height={96} />
        )
      ) : list.data.questions.length === 0 ? (
        <Typography color="text.secondary">No questions on this course&apos;s lessons yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Questions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.questions.map((question) => (
            <ModeratedQuestion
              key={question.id}
              question={question}
              busy={busy}
              onHide={() => ask({ kind: 'question', question })}
              onShow={() => showQuestion(question)}
              onHideAnswer={(answer) => ask({ kind: 'answer', answer })}
              onShowAnswer={showAnswer}
            />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />
      )}
      <ConfirmDialog
        {...hiding.dialog}
        title={hiding.subject?.kind === 'answer' ? 'Hide this answer?' : 'Hide this question?'}
        description={
          hiding.subject
            ? `${whose(hiding.subject)}'s ${hiding.subject.kind} will no longer show to the course's students and educator. You can show it again later.`
            : ''
        }
        details={
          <Box sx={{ mt: 2 }}>
            <CountedTextField
              label="Reason (optional)"
              hint={`For the record: which rule the ${hiding.subject?.kind ?? 'question'} breaks`}
              value={reason}
              onChange={setReason}
              max={MAX_REASON_LENGTH}
              minRows={2}
            />
          </Box>
        }
        confirmLabel={hiding.subject?.kind === 'answer' ? 'Hide answer' : 'Hide question'}
        color="error"
      />
    </Paper>
  );
}

interface ModeratedQuestionProps {
  question: Question;
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
  onHideAnswer: (answer: Answer) => void;
  onShowAnswer: (answer: Answer) => void;
}

function ModeratedQuestion({ question, busy, onHide, onShow, onHideAnswer, onShowAnswer }: ModeratedQuestionProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const where = [question.videoTitle, ...(question.second === null ? [] : [atSecond(question.second)])].join(' · ');
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {where}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {question.title}
        </Typography>
        <QuestionMarks question={question} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {bylineOf(question.authorName, question.createdAt)}
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{question.body}</Typography>
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <VisibilityButton hidden={question.hidden} busy={busy} what={`${question.authorName}'s question`} onHide={onHide} onShow={onShow} />
        <Button size="small" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {open ? 'Close answers' : answersText(question.answerCount)}
        </Button>
      </Box>
      {open && <ModeratedAnswers questionId={question.id} busy={busy} onHide={onHideAnswer} onShow={onShowAnswer} />}
    </Box>
  );
}

function ModeratedAnswers({
  questionId,
  busy,
  onHide,
  onShow,
}: {
  questionId: Id;
  busy: boolean;
  onHide: (answer: Answer) => void;
  onShow: (answer: Answer) => void;
}) {
  const thread = useQuestionThread(questionId, { root: queryRoots.admin, failure: 'Failed to load the answers' });
  if (!thread.data) return <Skeleton height={48} />;
  return (
    <Stack sx={{ mt: 1.5, pl: { xs: 1, sm: 2 } }}>
      <AnswerList
        answers={thread.data.answers}
        renderActions={(answer) => (
          <VisibilityButton
            hidden={answer.hidden}
            busy={busy}
            what={`${answer.authorName}'s answer`}
            onHide={() => onHide(answer)}
            onShow={() => onShow(answer)}
          />
        )}
      />
    </Stack>
  );
}

function VisibilityButton({
  hidden,
  busy,
  what,
  onHide,
  onShow,
}: {
  hidden: boolean;
  busy: boolean;
  what: string;
  onHide: () => void;
  onShow: () => void;
}) {
  return hidden ? (
    <Button size="small" startIcon={<VisibilityOutlinedIcon />} disabled={busy} onClick={onShow} aria-label={`Show ${what} again`}>
      Show again
    </Button>
  ) : (
    <Button size="small" startIcon={<VisibilityOffOutlinedIcon />} onClick={onHide} aria-label={`Hide ${what}`}>
      Hide
    </Button>
  );
}
