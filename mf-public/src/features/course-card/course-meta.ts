import type { Course } from '@lectern/shared-sdk';

/** Spec: 'by' the educator name, else the instructor text, else 'Educator'. */
export function educatorName(course: Pick<Course, 'educatorId' | 'instructor'>): string {
  return course.educatorId?.name || course.instructor || 'Educator';
}

/** Spec: students or enrolledCount, default 0. */
export function studentCount(course: Pick<Course, 'enrolledCount' | 'students'>): number {
  return course.enrolledCount ?? course.students ?? 0;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
