import type { CourseListQuery } from '../courses/schemas';
import { buildCourse } from '../testing/factories';
import { loadAllCourses } from './admin';

test("an admin's course list is read page after page until every course is in", async () => {
  const all = Array.from({ length: 230 }, (_, index) => buildCourse({ id: 1000 + index }));
  const listCourses = jest.fn((query?: CourseListQuery) => {
    const number = query?.page ?? 1;
    return Promise.resolve({ courses: all.slice((number - 1) * 100, number * 100), total: 230, totalAll: 230, page: number, limit: 100 });
  });

  const result = await loadAllCourses({ listCourses });

  expect(result.courses).toHaveLength(230);
  expect(listCourses).toHaveBeenCalledTimes(3);
  expect(listCourses).toHaveBeenCalledWith({ sort: 'newest', limit: 100, page: 3 });
});
