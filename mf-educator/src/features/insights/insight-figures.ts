import { percent, type CompletionFunnel, type LessonInsight } from '@lectern/shared-sdk';

/** 'Lesson 3: Hooks': a lesson by its place in the course, as the drop-off and watch-time charts name it. */
export function lessonName(lesson: Pick<LessonInsight, 'position' | 'title'>): string {
  return `Lesson ${lesson.position}: ${lesson.title}`;
}

const FUNNEL_STAGES: { key: keyof CompletionFunnel; label: string }[] = [
  { key: 'enrolled', label: 'Enrolled' },
  { key: 'started', label: 'Started' },
  { key: 'halfway', label: 'Half way' },
  { key: 'completed', label: 'Completed' },
];

/** Each stage's count and its whole percent of the enrolled. */
export function funnelStages(funnel: CompletionFunnel) {
  return FUNNEL_STAGES.map(({ key, label }) => ({ label, count: funnel[key], share: percent(funnel[key], funnel.enrolled) }));
}

/** The lesson after which most learners stopped (the first of equals), or null when nobody has stopped. */
export function mostStopped(lessons: readonly LessonInsight[]): LessonInsight | null {
  return lessons.reduce<LessonInsight | null>((most, lesson) => (lesson.stopped > (most?.stopped ?? 0) ? lesson : most), null);
}

export function learners(count: number): string {
  return count === 1 ? '1 learner' : `${count} learners`;
}
