import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { STOPPED_AFTER_DAYS, TOP_COURSES_COUNT } from '@lectern/shared-sdk/insights/domain';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type {
  CompletionFunnel,
  CourseSummaryInsight,
  CourseWeek,
  LessonInsight,
  QuizInsight,
  PlatformTrends,
  PlatformWeek,
} from '@lectern/shared-sdk/insights/schemas';
import type { Database } from '../../db/schema';
import { foldDays, type Span } from './weeks';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many of a quiz's questions its insight names as the hardest. */
const HARDEST_QUESTIONS = 5;

/** One decimal, as the figures are shown. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The day of a stored time: the weeks are summed per day in SQL and folded into weeks here (see foldDays). */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
const countAll = sql<number>`count(*)`;
/** How many rows meet the condition (sum of 1s: the same on both databases, unlike `filter` or a boolean sum). */
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

type CourseScope = { courseId: number } | { educatorId: number };

/**
 * The SQL behind the educator's insights and the admin's trends. Nothing here reads every watch record: a lesson's
 * reach, plays, play time and plays of 90 % of its length come from lesson_stats (kept by triggers, migration 0015),
 * where learners stop from each enrolment's last activity, and the weeks from index ranges over dated rows.
 */
export function insightsRepository(db: Kysely<Database>) {
  /** The enrolments of one course, or of all of one educator's courses. */
  const enrollmentsOf = (scope: CourseScope) =>
    'courseId' in scope
      ? db.selectFrom('enrollments as e').where('e.course_id', '=', scope.courseId)
      : db
          .selectFrom('enrollments as e')
          .where('e.course_id', 'in', db.selectFrom('courses').select('id').where('educator_id', '=', scope.educatorId));

  /** The sold items of one course, or of one educator's courses. */
  const salesOf = (scope: CourseScope) =>
    'courseId' in scope
      ? db.selectFrom('order_items as i').where('i.course_id', '=', scope.courseId)
      : db
          .selectFrom('order_items as i')
          .where('i.course_id', 'in', db.selectFrom('courses').select('id').where('educator_id', '=', scope.educatorId));

  async function enrollmentDays(query: SelectQueryBuilder<Database & { e: Database['enrollments'] }, 'e', object>, span: Span) {
    return query
      .select([dayOf('e.enrolled_at').as('day'), countAll.as('enrollments')])
      .where('e.enrolled_at', '>=', span.from)
      .where('e.enrolled_at', '<', span.until)
      .groupBy(dayOf('e.enrolled_at'))
      .execute();
  }

  return {
    /** Enrolments, revenue and sales per week of one course or of one educator's courses. */
    async courseWeeks(scope: CourseScope, span: Span): Promise<CourseWeek[]> {
      const [enrolled, sold] = await Promise.all([
        enrollmentDays(enrollmentsOf(scope), span),
        salesOf(scope)
          .innerJoin('orders as o', 'o.id', 'i.order_id')
          .select([dayOf('o.created_at').as('day'), sql<number>`sum(i.price_cents)`.as('revenueCents'), countAll.as('sales')])
          .where('o.created_at', '>=', span.from)
          .where('o.created_at', '<', span.until)
          .groupBy(dayOf('o.created_at'))
          .execute(),
      ]);
      const enrollments = foldDays(span, ['enrollments'], enrolled);
      const sales = foldDays(span, ['revenueCents', 'sales'], sold);
      return span.weekStarts.map((weekStart) => ({
        weekStart,
        enrollments: enrollments.get(weekStart)?.enrollments ?? 0,
        revenueCents: sales.get(weekStart)?.revenueCents ?? 0,
        sales: sales.get(weekStart)?.sales ?? 0,
      }));
    },

    /**
     * The funnel of one course or of one educator's courses, per course, and for one course how many unfinished
     * learners stopped at each lesson: their last activity was there, and was at least STOPPED_AFTER_DAYS ago. One
     * pass over the enrolments, grouped by course and last lesson.
     */
    async funnels(scope: CourseScope, now: Date) {
      const stoppedBefore = new Date(now.getTime() - STOPPED_AFTER_DAYS * DAY_MS).toISOString();
      const rows = await enrollmentsOf(scope)
        .select([
          'e.course_id',
          'e.last_video_id',
          countAll.as('enrolled'),
          countWhere(sql`e.last_watched_at is not null or e.completion > 0`).as('started'),
          countWhere(sql`e.completion >= 50`).as('halfway'),
          countWhere(sql`e.completion >= 100`).as('completed'),
          countWhere(sql`e.completion < 100 and e.last_watched_at <= ${stoppedBefore}`).as('stopped'),
        ])
        .groupBy(['e.course_id', 'e.last_video_id'])
        .execute();
      const byCourse = new Map<number, CompletionFunnel>();
      const stoppedAt = new Map<number, number>();
      const total: CompletionFunnel = { enrolled: 0, started: 0, halfway: 0, completed: 0 };
      for (const row of rows) {
        const funnel = byCourse.get(row.course_id) ?? { enrolled: 0, started: 0, halfway: 0, completed: 0 };
        for (const key of ['enrolled', 'started', 'halfway', 'completed'] as const) {
          funnel[key] += Number(row[key] ?? 0);
          total[key] += Number(row[key] ?? 0);
        }
        byCourse.set(row.course_id, funnel);
        if (row.last_video_id !== null) stoppedAt.set(row.last_video_id, (stoppedAt.get(row.last_video_id) ?? 0) + Number(row.stopped ?? 0));
      }
      return { total, byCourse, stoppedAt };
    },

    /** The course's lessons in course order with their counters (lesson_stats) and their length. */
    async lessons(courseId: number, stoppedAt: Map<number, number>): Promise<LessonInsight[]> {
      const rows = await db
        .selectFrom('videos as v')
        .innerJoin('modules as m', 'm.id', 'v.module_id')
        .leftJoin('lesson_stats as s', 's.video_id', 'v.id')
        .select(['v.id', 'v.title', 'v.length_seconds', 'm.title as module_title', 's.reached', 's.played', 's.watched_seconds', 's.watched_through'])
        .where('m.course_id', '=', courseId)
        .orderBy('m.position')
        .orderBy('m.id')
        .orderBy('v.position')
        .orderBy('v.id')
        .execute();
      // A lesson whose stated duration says nothing (text from before the API checked it): the longest length its
      // players reported. Only such lessons' plays are read.
      const unstated = rows.filter((row) => row.length_seconds === null && Number(row.played ?? 0) > 0).map((row) => row.id);
      const reported =
        unstated.length === 0
          ? []
          : await db
              .selectFrom('lesson_watch')
              .select(['video_id', sql<number | null>`max(duration_seconds)`.as('length')])
              .where('video_id', 'in', unstated)
              .groupBy('video_id')
              .execute();
      const reportedLength = new Map(reported.map((row) => [row.video_id, row.length === null ? null : Number(row.length)]));

      return rows.map((row, index) => {
        const played = Number(row.played ?? 0);
        return {
          ...idFields(row.id),
          title: row.title,
          moduleTitle: row.module_title,
          position: index + 1,
          lengthSeconds: row.length_seconds ?? reportedLength.get(row.id) ?? null,
          reached: Number(row.reached ?? 0),
          watchedThrough: Number(row.watched_through ?? 0),
          stopped: stoppedAt.get(row.id) ?? 0,
          averageWatchSeconds: played > 0 ? oneDecimal(Number(row.watched_seconds ?? 0) / played) : null,
        };
      });
    },

    /**
     * The course's quizzes in course order, from the counters the grading keeps (never the attempts): pass rate,
     * attempts to pass, and the five current questions with the lowest share right at learners' first attempt.
     */
    async quizzes(courseId: number): Promise<QuizInsight[]> {
      const quizzes = await db
        .selectFrom('quizzes as q')
        .innerJoin('modules as m', 'm.id', 'q.module_id')
        .select([
          'q.id',
          'q.title',
          'q.pass_mark',
          'q.attempts_count',
          'q.learners_attempted',
          'q.learners_passed',
          'q.attempts_to_pass_sum',
          'm.title as module_title',
        ])
        .where('q.course_id', '=', courseId)
        .orderBy('m.position')
        .orderBy('m.id')
        .execute();
      if (quizzes.length === 0) return [];
      const questions = await db
        .selectFrom('quiz_questions')
        .select(['id', 'quiz_id', 'prompt', 'position', 'first_answered', 'first_correct'])
        .where(
          'quiz_id',
          'in',
          quizzes.map((quiz) => quiz.id),
        )
        .where('retired_at', 'is', null)
        .where('first_answered', '>', 0)
        .execute();
      const rate = (question: (typeof questions)[number]) => Number(question.first_correct) / Number(question.first_answered);
      return quizzes.map((quiz) => {
        const attempted = Number(quiz.learners_attempted);
        const passed = Number(quiz.learners_passed);
        return {
          ...idFields(quiz.id),
          title: quiz.title,
          moduleTitle: quiz.module_title,
          passMark: quiz.pass_mark,
          attempts: Number(quiz.attempts_count),
          learnersAttempted: attempted,
          learnersPassed: passed,
          passRate: attempted > 0 ? Math.round((passed / attempted) * 1000) / 1000 : null,
          averageAttemptsToPass: passed > 0 ? oneDecimal(Number(quiz.attempts_to_pass_sum) / passed) : null,
          hardestQuestions: questions
            .filter((question) => question.quiz_id === quiz.id)
            .sort((a, b) => rate(a) - rate(b) || a.position - b.position)
            .slice(0, HARDEST_QUESTIONS)
            .map((question) => ({
              ...idFields(question.id),
              prompt: question.prompt,
              firstAttempts: Number(question.first_answered),
              firstAttemptCorrectRate: Math.round(rate(question) * 1000) / 1000,
            })),
        };
      });
    },

    /** What one course or one educator's courses have sold in all, per course. */
    async salesTotals(scope: CourseScope) {
      const rows = await salesOf(scope)
        .select(['i.course_id', sql<number>`coalesce(sum(i.price_cents), 0)`.as('revenueCents'), countAll.as('sales')])
        .groupBy('i.course_id')
        .execute();
      return new Map(rows.map((row) => [row.course_id ?? 0, { revenueCents: Number(row.revenueCents), sales: Number(row.sales) }]));
    },

    /** The educator's courses, newest first (as on My Courses), pending ones included, with their rating counters. */
    async educatorCourses(educatorId: number) {
      return db
        .selectFrom('courses')
        .select(['id', 'title', 'is_approved', 'rating_count', 'rating_sum'])
        .where('educator_id', '=', educatorId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** New students, enrolments, revenue and waiting courses per week of the platform. */
    async platformWeeks(span: Span): Promise<PlatformWeek[]> {
      const [students, enrolled, revenue, rounds] = await Promise.all([
        db
          .selectFrom('users')
          .select([dayOf('created_at').as('day'), countAll.as('newStudents')])
          .where('role', '=', 'student')
          .where('created_at', '>=', span.from)
          .where('created_at', '<', span.until)
          .groupBy(dayOf('created_at'))
          .execute(),
        enrollmentDays(db.selectFrom('enrollments as e'), span),
        db
          .selectFrom('orders')
          .select([dayOf('created_at').as('day'), sql<number>`sum(total_cents)`.as('revenueCents')])
          .where('created_at', '>=', span.from)
          .where('created_at', '<', span.until)
          .groupBy(dayOf('created_at'))
          .execute(),
        // The rounds of review that were open at the end of some week of the span.
        db
          .selectFrom('course_approvals')
          .select(['requested_at', 'approved_at'])
          .where('requested_at', '<', span.until)
          .where((eb) => eb.or([eb('approved_at', 'is', null), eb('approved_at', '>=', span.weekEnds[0] ?? span.until)]))
          .execute(),
      ]);
      const weeks = {
        students: foldDays(span, ['newStudents'], students),
        enrollments: foldDays(span, ['enrollments'], enrolled),
        revenue: foldDays(span, ['revenueCents'], revenue),
      };
      return span.weekStarts.map((weekStart, index) => {
        const end = span.weekEnds[index] ?? span.until;
        return {
          weekStart,
          newStudents: weeks.students.get(weekStart)?.newStudents ?? 0,
          enrollments: weeks.enrollments.get(weekStart)?.enrollments ?? 0,
          revenueCents: weeks.revenue.get(weekStart)?.revenueCents ?? 0,
          // A course has one open round at a time, so open rounds are waiting courses.
          pendingCourses: rounds.filter((round) => round.requested_at < end && (round.approved_at === null || round.approved_at >= end)).length,
        };
      });
    },

    /** The courses with the most enrolments made this calendar month (UTC), ties to the older course. */
    async topCourses(now: Date, until: string): Promise<Pick<PlatformTrends, 'month' | 'topCourses'>> {
      const month = now.toISOString().slice(0, 7);
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('enrollments')
            .select(['course_id', countAll.as('enrollments')])
            .where('enrolled_at', '>=', `${month}-01T00:00:00.000Z`)
            .where('enrolled_at', '<', until)
            .groupBy('course_id')
            .as('t'),
        )
        .innerJoin('courses as c', 'c.id', 't.course_id')
        .innerJoin('users as u', 'u.id', 'c.educator_id')
        .select(['c.id', 'c.title', 'u.name as educator_name', 't.enrollments'])
        .orderBy('t.enrollments', 'desc')
        .orderBy('c.id')
        .limit(TOP_COURSES_COUNT)
        .execute();
      return {
        month,
        topCourses: rows.map((row) => ({
          ...idFields(row.id),
          title: row.title,
          educatorName: row.educator_name,
          enrollments: Number(row.enrollments),
        })),
      };
    },
  };
}

/** One course of the educator's summary. */
export function toCourseSummary(
  course: { id: number; title: string; is_approved: number; rating_count: number; rating_sum: number },
  funnel: CompletionFunnel | undefined,
  revenueCents: number,
): CourseSummaryInsight {
  return {
    ...idFields(course.id),
    title: course.title,
    isApproved: course.is_approved === 1,
    enrolled: funnel?.enrolled ?? 0,
    completed: funnel?.completed ?? 0,
    averageRating: course.rating_count > 0 ? oneDecimal(course.rating_sum / course.rating_count) : null,
    ratingCount: course.rating_count,
    revenueCents,
  };
}
