import type { QuizStanding } from '@lectern/shared-sdk';

/** Whether the learner may start (or resume) an attempt now, and if not, why, in the words the page shows. */
export type NextAttempt = { can: true; resume: boolean } | { can: false; reason: string; opensAt: Date | null };

const clock = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

export function nextAttempt(standing: QuizStanding, now: Date): NextAttempt {
  if (standing.openAttemptId !== null) return { can: true, resume: true };
  if (standing.attemptsLeft === 0) {
    return { can: false, reason: 'You have used every attempt this quiz allows.', opensAt: null };
  }
  if (standing.nextAttemptAt !== null) {
    const opensAt = new Date(standing.nextAttemptAt);
    if (opensAt.getTime() > now.getTime()) {
      const when = sameDay(opensAt, now) ? `at ${clock(opensAt)}` : `on ${opensAt.toLocaleDateString()} at ${clock(opensAt)}`;
      return { can: false, reason: `You can try again ${when}.`, opensAt };
    }
  }
  return { can: true, resume: false };
}

/** What the learner has done so far, in a line: 'Best score 85 % · passed · 1 attempt left'. */
export function standingLine(standing: QuizStanding): string {
  const parts: string[] = [];
  if (standing.bestScore === null) parts.push('Not attempted yet');
  else parts.push(`Best score ${standing.bestScore} %`, standing.passed ? 'passed' : 'not passed yet');
  if (standing.attemptsLeft !== null) parts.push(`${standing.attemptsLeft} ${standing.attemptsLeft === 1 ? 'attempt' : 'attempts'} left`);
  return parts.join(' · ');
}
