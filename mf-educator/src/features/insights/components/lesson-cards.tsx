import Typography from '@mui/material/Typography';
import { WATCHED_THROUGH_SHARE, type LessonInsight } from '@lectern/shared-sdk';
import { ChartCard, type ChartCategory } from '@lectern/shared-sdk/ui/chart-card';
import { learners, lessonName, mostStopped } from '../insight-figures';

const watchedThrough = `Watched ${Math.round(WATCHED_THROUGH_SHARE * 100)}%`;

/** A lesson's row: its name in full (its module under it in the table), 'L3' under the bars. */
function lessonCategories(lessons: readonly LessonInsight[]): ChartCategory[] {
  return lessons.map((lesson) => ({
    label: lessonName(lesson),
    axisLabel: `L${lesson.position}`,
    cell: (
      <>
        {lessonName(lesson)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {lesson.moduleTitle}
        </Typography>
      </>
    ),
  }));
}

/** Per lesson: how many reached it, watched it through, and stopped after it; the lesson where most stop in words. */
export function DropOffCard({ lessons, stoppedAfterDays }: { lessons: readonly LessonInsight[]; stoppedAfterDays: number }) {
  const most = mostStopped(lessons);
  const summary = (
    <Typography variant="body2">
      {most ? `Most learners who stop do so after “${lessonName(most)}” (${learners(most.stopped)}).` : 'No learner has stopped yet.'}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        A learner who has not finished counts as stopped after {stoppedAfterDays} days without watching.
      </Typography>
    </Typography>
  );
  return (
    <ChartCard
      title="Lesson drop-off"
      description={`Horizontal bars, three per lesson in course order: learners who reached the lesson, who watched ${Math.round(WATCHED_THROUGH_SHARE * 100)}% of it, and who stopped after it.`}
      layout="horizontal"
      categoryHeader="Lesson"
      categories={lessonCategories(lessons)}
      series={[
        { label: 'Reached', data: lessons.map((lesson) => lesson.reached) },
        { label: watchedThrough, data: lessons.map((lesson) => lesson.watchedThrough) },
        { label: 'Stopped here', data: lessons.map((lesson) => lesson.stopped) },
      ]}
      summary={lessons.some((lesson) => lesson.reached > 0) ? summary : null}
      emptyMessage={lessons.length === 0 ? 'This course has no lessons yet.' : 'No learner has reached a lesson yet.'}
    />
  );
}

/** Per lesson: the average time really played against the lesson's length. */
export function WatchTimeCard({ lessons }: { lessons: readonly LessonInsight[] }) {
  return (
    <ChartCard
      title="Watch time per lesson"
      description="Horizontal bars, two per lesson in course order: the average time learners played it, and its length."
      layout="horizontal"
      categoryHeader="Lesson"
      categories={lessonCategories(lessons)}
      series={[
        { label: 'Average watched', data: lessons.map((lesson) => lesson.averageWatchSeconds), format: 'clock' },
        { label: 'Length', data: lessons.map((lesson) => lesson.lengthSeconds), format: 'clock' },
      ]}
      emptyMessage={lessons.length === 0 ? 'This course has no lessons yet.' : 'Nobody has watched a lesson yet.'}
      isEmpty={lessons.every((lesson) => lesson.averageWatchSeconds === null)}
    />
  );
}
