import { courseInsightsSchema, educatorInsightsSchema, platformTrendsSchema } from '../insights/schemas';
import {
  buildCourseInsights,
  buildCourseSummaryInsight,
  buildCourseWeeks,
  buildEducatorInsights,
  buildLessonInsight,
  buildPlatformTrends,
  buildRatingSummary,
} from './factories';

// The remotes' tests hand these to their pages as the API's answers: they must be answers the contract allows.
test('the insight builders make answers the contract parses', () => {
  const course = buildCourseInsights({
    lessons: [buildLessonInsight({ reached: 3, averageWatchSeconds: 200 }), buildLessonInsight({ position: 2, lengthSeconds: null })],
    ratings: buildRatingSummary([3, 1, 0, 0, 1]),
    weeks: buildCourseWeeks(26, (index) => ({ enrollments: index })),
  });
  expect(courseInsightsSchema.parse(course)).toEqual(course);
  const educator = buildEducatorInsights({ courses: [buildCourseSummaryInsight({ averageRating: 4.5, ratingCount: 2 })] });
  expect(educatorInsightsSchema.parse(educator)).toEqual(educator);
  const trends = buildPlatformTrends({ topCourses: [{ id: 4, _id: '4', title: 'Rust for Web', educatorName: 'Grace Hopper', enrollments: 9 }] });
  expect(platformTrendsSchema.parse(trends)).toEqual(trends);
});

test('weeks run oldest first to the current one, a Monday apart', () => {
  const weeks = buildCourseWeeks(12);
  expect(weeks).toHaveLength(12);
  expect(weeks.at(-1)!.weekStart).toBe('2026-01-12');
  expect(weeks[0]!.weekStart).toBe('2025-10-27');
});

test('a rating summary averages its stars to one decimal, and has none without ratings', () => {
  expect(buildRatingSummary([3, 2, 0, 0, 0])).toEqual({
    average: 4.6,
    count: 5,
    distribution: [
      { stars: 5, count: 3 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
  });
  expect(buildRatingSummary().average).toBeNull();
});
