import { buildLessonInsight } from '@lectern/shared-sdk/testing';
import { funnelStages, mostStopped } from './insight-figures';

test('each funnel stage is a whole percent of the enrolled, and 0 % of nobody', () => {
  expect(funnelStages({ enrolled: 8, started: 6, halfway: 3, completed: 1 })).toEqual([
    { label: 'Enrolled', count: 8, share: 100 },
    { label: 'Started', count: 6, share: 75 },
    { label: 'Half way', count: 3, share: 38 },
    { label: 'Completed', count: 1, share: 13 },
  ]);
  expect(funnelStages({ enrolled: 0, started: 0, halfway: 0, completed: 0 }).map((stage) => stage.share)).toEqual([0, 0, 0, 0]);
});

test('most learners stop after the lesson with the highest count, the earlier one of equals, none when nobody stopped', () => {
  const first = buildLessonInsight({ position: 1, stopped: 2 });
  const second = buildLessonInsight({ position: 2, stopped: 4 });
  const third = buildLessonInsight({ position: 3, stopped: 4 });
  expect(mostStopped([first, second, third])).toBe(second);
  expect(mostStopped([buildLessonInsight({ stopped: 0 })])).toBeNull();
  expect(mostStopped([])).toBeNull();
});
