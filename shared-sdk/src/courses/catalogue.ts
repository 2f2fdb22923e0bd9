import type { Course } from './schemas';

/** The catalogue's words and numbers, without zod: the screens read them on pages that parse nothing. */
export const categories = ['Web Development', 'Data Science', 'Programming Fundamentals', 'Machine Learning', 'Cybersecurity'] as const;

export const courseSorts = ['popular', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export const priceFilters = ['all', 'free', 'paid'] as const;

/**
 * The length filter: the course's stated duration, in bands of hours as marketplaces draw them. `max` is exclusive;
 * a course with no stated length matches none of them.
 */
export const courseLengths = {
  short: { label: 'Under 3 hours', minHours: 0, maxHours: 3 },
  medium: { label: '3–6 hours', minHours: 3, maxHours: 6 },
  long: { label: '6–17 hours', minHours: 6, maxHours: 17 },
  'extra-long': { label: '17+ hours', minHours: 17, maxHours: null },
} as const;
export type CourseLength = keyof typeof courseLengths;
export const courseLengthValues = Object.keys(courseLengths) as [CourseLength, ...CourseLength[]];

/** The rating filter: the mean of a course's ratings at least this ('4.5 & up'); unrated courses match none. */
export const minimumRatings = ['4.5', '4', '3.5', '3'] as const;
export type MinimumRating = (typeof minimumRatings)[number];

/** What GET /api/courses answers when the query names no page size. */
export const defaultCoursePageSize = 50;

/**
 * The catalogue's pagination headers, as GitHub's API sends them: the number of matches over all pages, and a
 * Link header with first, prev, next and last. X-Unfiltered-Count is every course visible to the caller before
 * search and filters ('Showing X of Y courses').
 */
export const catalogueHeaders = {
  totalCount: 'x-total-count',
  unfilteredCount: 'x-unfiltered-count',
  link: 'link',
} as const;

/** One page of the catalogue as the SDK hands it to screens: the courses, and the figures read from the headers. */
export interface CoursePage {
  courses: Course[];
  /** Courses matching the filters, over all pages. */
  total: number;
  /** All courses visible to the caller, before filters. */
  totalAll: number;
  page: number;
  limit: number;
}

/** The catalogue page a list answer describes: its array, and the counts from its headers (absent: the array's length). */
export function readCoursePage(
  courses: Course[],
  header: (name: string) => string | null | undefined,
  requested: { page?: number | undefined; limit?: number | undefined },
): CoursePage {
  const count = (name: string) => {
    const value = Number(header(name) ?? Number.NaN);
    return Number.isInteger(value) && value >= 0 ? value : courses.length;
  };
  return {
    courses,
    total: count(catalogueHeaders.totalCount),
    totalAll: count(catalogueHeaders.unfilteredCount),
    page: requested.page ?? 1,
    limit: requested.limit ?? defaultCoursePageSize,
  };
}
