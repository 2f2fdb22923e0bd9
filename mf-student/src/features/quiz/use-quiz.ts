import { useState, useSyncExternalStore } from 'react';
import {
  parseId,
  useMyQuizAttempts,
  useStartQuizAttempt,
  useSubmitQuizAttempt,
  attempt as settle,
  type AttemptResult,
  type OpenAttempt,
} from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';
import type { Answers } from './components/attempt-form';

/** The time, read again every `everyMs` so a wait that runs out shows as over without a reload. */
function useNow(everyMs: number): number {
  return useSyncExternalStore(
    (changed) => {
      const timer = setInterval(changed, everyMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / everyMs) * everyMs,
    () => 0,
  );
}

/**
 * A quiz page's state: the course and the learner's enrolment (as every learning page), their standing in the quiz
 * with their attempts, the attempt being taken, and the result of the one just submitted.
 */
export function useQuiz(raw: { courseId?: string; quizId?: string }) {
  const learning = useLearning(raw.courseId);
  const quizId = parseId(raw.quizId);
  const attempts = useMyQuizAttempts(learning.status === 'ready' ? quizId : null, { failure: 'Failed to load the quiz' });
  const starting = useStartQuizAttempt();
  const submitting = useSubmitQuizAttempt();
  const [open, setOpen] = useState<OpenAttempt | null>(null);
  const [justSubmitted, setJustSubmitted] = useState<AttemptResult | null>(null);
  const now = useNow(5000);

  const start = () => {
    if (quizId === null) return;
    void settle(starting.mutateAsync(quizId), ({ attempt }) => {
      setJustSubmitted(null);
      setOpen(attempt);
    });
  };

  const submit = (answers: Answers) => {
    if (!open) return;
    // In the order the attempt showed the questions; those left unanswered are left out (they count as wrong).
    const list = open.questions
      .filter((question) => (answers[question.id] ?? []).length > 0)
      .map((question) => ({ questionId: question.id, optionIds: [...(answers[question.id] ?? [])] }));
    void settle(submitting.mutateAsync({ attemptId: open.id, answers: list }), ({ result }) => {
      setOpen(null);
      setJustSubmitted(result);
      window.scrollTo({ top: 0 });
    });
  };

  return {
    learning,
    quizId,
    attempts,
    open,
    justSubmitted,
    now: new Date(now || Date.now()),
    start,
    starting: starting.isPending,
    submit,
    submitting: submitting.isPending,
  };
}
