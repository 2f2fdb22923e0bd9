import type { EducatorStudentRow } from '@lectern/shared-sdk/users/schemas';
import { seedCourses, seedEducators, seedEnrollments, seedStudents } from '@lectern/api/seed-data';
import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { EducatorStudentsPage } from '../../pages/educator-pages';
import { educatorStudentRows } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';

/** The seed's enrolments in the demo educator's courses, as (student e-mail, course title) pairs. */
function seededEnrolmentsOfDemoEducator(): { email: string; course: string }[] {
  const educatorKey = Object.entries(seedEducators).find(([, educator]) => educator.email === demoAccounts.educator.email)?.[0];
  if (!educatorKey) throw new Error('the demo educator is not a seed educator');
  const titles = new Map(seedCourses.filter((course) => course.educator === educatorKey).map((course) => [course.slug, course.title]));
  return seedEnrollments.flatMap((enrollment) => {
    const title = titles.get(enrollment.course);
    return title ? [{ email: seedStudents[enrollment.student].email, course: title }] : [];
  });
}

// Lectern's screens show its completion (lessons and quizzes); the spec's progress and completed count lessons alone.
const completed = (row: EducatorStudentRow) => row.completion.complete;
const shownProgress = (row: EducatorStudentRow) => (row.completion.complete ? 100 : row.completion.percent);
const enrolledDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A row of the table as the spec describes it: name, e-mail, course, progress, status, enrolment date. */
const expectedCells = (row: EducatorStudentRow) => [
  row.name,
  row.email,
  row.courseName,
  `${shownProgress(row)}%`,
  completed(row) ? 'Completed' : 'In Progress',
  enrolledDate(row.enrolledAt),
];

/**
 * The Total Students card: the people (each once, however many of the educator's courses they take: the API's one
 * count, README "Rules the server enforces"), with the enrolments the rows are.
 */
const totalStudentsText = (rows: EducatorStudentRow[]) => {
  const people = new Set(rows.map((row) => row.studentId)).size;
  const enrolments = rows.length === 1 ? 'in 1 enrollment' : `in ${rows.length} enrollments`;
  return new RegExp(`^Total Students\\s*${people}\\s*${enrolments}$`);
};

const matching = (rows: EducatorStudentRow[], needle: string) =>
  rows.filter((row) => [row.name, row.email, row.courseName].some((text) => text.toLowerCase().includes(needle.toLowerCase())));

test("the students page lists the enrolments in the educator's courses, seeded ones included", ANY_DATABASE, async ({ page, signIn }) => {
  const rows = await educatorStudentRows();
  const seeded = seededEnrolmentsOfDemoEducator();
  expect(seeded.length).toBeGreaterThan(1);
  // Other suites may enrol students too, but every seeded enrolment is there (e-mails and titles never change).
  expect(rows.map((row) => ({ email: row.email, course: row.courseName }))).toEqual(expect.arrayContaining(seeded));
  expect(rows.length).toBeGreaterThanOrEqual(seeded.length);

  await signIn('educator');
  const students = new EducatorStudentsPage(page);
  await students.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  await expect(students.rows).toHaveCount(rows.length);
  await expect.poll(() => students.rowTexts()).toEqual(rows.map(expectedCells));
  for (const row of rows) {
    await expect(students.table.getByRole('progressbar', { name: `Progress of ${row.name} in ${row.courseName}` })).toHaveAttribute(
      'aria-valuenow',
      String(shownProgress(row)),
    );
  }

  const done = rows.filter(completed).length;
  const rate = Math.round((done / rows.length) * 100);
  const average = Math.round(rows.reduce((sum, row) => sum + shownProgress(row), 0) / rows.length);
  // People with a course not completed.
  const active = new Set(rows.filter((row) => !completed(row)).map((row) => row.studentId)).size;
  await expect(students.metric('Total Students')).toHaveText(totalStudentsText(rows));
  await expect(students.metric('Completed Courses')).toHaveText(new RegExp(`^Completed Courses\\s*${done}\\s*${rate}% completion rate$`));
  await expect(students.metric('Avg. Progress')).toHaveText(new RegExp(`^Avg\\. Progress\\s*${average}%$`));
  await expect(students.metric('Active Learners')).toHaveText(new RegExp(`^Active Learners\\s*${active}$`));
});

test('the search box filters the students by name, e-mail and course, ignoring case', ANY_DATABASE, async ({ page, signIn }) => {
  const rows = await educatorStudentRows();
  const seeded = seededEnrolmentsOfDemoEducator();
  const byEmail = seeded[0]!.email;
  const byCourse = seeded[seeded.length - 1]!.course;
  const other = seeded.find((enrolment) => enrolment.email !== byEmail);
  const byName = rows.find((row) => row.email === other?.email)?.name;
  if (!byName) throw new Error("the seed enrols only one student in the demo educator's courses");

  await signIn('educator');
  const students = new EducatorStudentsPage(page);
  await students.goto();
  await expect(students.rows).toHaveCount(rows.length);

  const searches = [
    { label: 'name', needle: byName.split(' ')[0]!.toUpperCase() },
    { label: 'e-mail', needle: byEmail.split('@')[0]! },
    { label: 'course', needle: byCourse.toLowerCase() },
  ];
  for (const { label, needle } of searches) {
    const expected = matching(rows, needle);
    // Each search must narrow the list, or it would prove nothing.
    expect(expected.length, `the ${label} search '${needle}'`).toBeGreaterThan(0);
    expect(expected.length, `the ${label} search '${needle}'`).toBeLessThan(rows.length);
    await students.search.fill(needle);
    await expect(students.rows).toHaveCount(expected.length);
    await expect.poll(() => students.rowTexts(), { message: `the ${label} search '${needle}'` }).toEqual(expected.map(expectedCells));
  }
  // The course search hits the course column only.
  expect(matching(rows, byCourse).every((row) => row.courseName === byCourse)).toBe(true);

  await students.search.fill('no student is called this');
  await expect(page.getByText('No students found matching your search.')).toBeVisible();
  await expect(students.table).toHaveCount(0);

  await students.search.fill('');
  await expect(students.rows).toHaveCount(rows.length);
  // The stat cards describe all the students, whatever the search.
  await expect(students.metric('Total Students')).toHaveText(totalStudentsText(rows));
});
