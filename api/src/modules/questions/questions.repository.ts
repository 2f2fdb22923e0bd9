import { sql, type Kysely, type Transaction } from 'kysely';
import type { Answer, Question } from '@lectern/shared-sdk/questions/schemas';
import type { QuestionSort } from '@lectern/shared-sdk/questions/domain';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Who reads: their id marks what they asked, upvoted and follow; an admin also reads what is hidden. */
export interface Reader {
  userId: number;
  includeHidden: boolean;
}

/**
 * 1 when the question is answered: a visible answer by the course's educator, or a visible marked answer (the
 * `acc` join). Written over the aliases of `questionRows` (q, c, acc), so it can filter and order as well as show.
 */
const answeredSql = sql<number>`(case when acc.id is not null or exists (
  select 1 from question_answers ea where ea.question_id = q.id and ea.author_id = c.educator_id and ea.hidden_at is null
) then 1 else 0 end)`;

/** The questions with what a reader sees of them; `reader` says whose `…ByMe` flags these are. */
function questionRows(db: Executor, reader: Reader) {
  return db
    .selectFrom('lesson_questions as q')
    .innerJoin('courses as c', 'c.id', 'q.course_id')
    .innerJoin('videos as v', 'v.id', 'q.video_id')
    .innerJoin('users as u', 'u.id', 'q.author_id')
    .leftJoin('question_answers as acc', (join) =>
      join.onRef('acc.id', '=', 'q.accepted_answer_id').onRef('acc.question_id', '=', 'q.id').on('acc.hidden_at', 'is', null),
    )
    .select([
      'q.id',
      'q.course_id',
      'c.title as course_title',
      'c.educator_id',
      'q.video_id',
      'v.title as video_title',
      'q.second',
      'q.title',
      'q.body',
      'q.author_id',
      'u.name as author_name',
      'q.created_at',
      'q.upvote_count',
      'q.hidden_at',
      'acc.id as accepted_id',
      answeredSql.as('answered'),
      sql<number | string>`(select count(*) from question_answers ca where ca.question_id = q.id and ca.hidden_at is null)`.as('answer_count'),
      sql<number>`(case when exists (select 1 from question_upvotes mu where mu.question_id = q.id and mu.user_id = ${reader.userId}) then 1 else 0 end)`.as(
        'upvoted',
      ),
      sql<number>`(case when exists (select 1 from question_follows mf where mf.question_id = q.id and mf.user_id = ${reader.userId}) then 1 else 0 end)`.as(
        'followed',
      ),
    ])
    .$if(!reader.includeHidden, (query) => query.where('q.hidden_at', 'is', null));
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionRows>['executeTakeFirstOrThrow']>>;

function toQuestion(row: QuestionRow, reader: Reader): Question {
  return {
    ...idFields(row.id),
    courseId: row.course_id,
    courseTitle: row.course_title,
    videoId: row.video_id,
    videoTitle: row.video_title,
    second: row.second,
    title: row.title,
    body: row.body,
    authorName: row.author_name,
    askedByMe: row.author_id === reader.userId,
    createdAt: row.created_at,
    upvotes: row.upvote_count,
    upvotedByMe: Number(row.upvoted) === 1,
    followedByMe: Number(row.followed) === 1,
    answerCount: Number(row.answer_count),
    answered: Number(row.answered) === 1,
    acceptedAnswerId: row.accepted_id ?? null,
    hidden: row.hidden_at !== null,
  };
}

/** What the routes need to decide who may do what with a question, hidden or not. */
export interface QuestionAccessRow {
  id: number;
  course_id: number;
  author_id: number;
  hidden_at: string | null;
  educator_id: number;
  is_approved: number;
}

export interface QuestionPageOptions {
  page: number;
  limit: number;
}

/** Orders a list: unanswered first where asked, then most upvoted or newest; the id breaks ties so pages never overlap. */
function ordered<Query extends ReturnType<typeof questionRows>>(query: Query, sort: QuestionSort): Query {
  const bySort = sort === 'unanswered' ? query.orderBy(answeredSql, 'asc') : sort === 'top' ? query.orderBy('q.upvote_count', 'desc') : query;
  return bySort.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc') as Query;
}

export function questionsRepository(db: Executor) {
  const countOf = async (query: ReturnType<typeof questionRows>): Promise<number> => {
    const row = await db
      .selectFrom(query.clearSelect().select('q.id').as('listed'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  return {
    /** The question with its course's owner and state, hidden or not; undefined when there is none. */
    access(questionId: number): Promise<QuestionAccessRow | undefined> {
      return db
        .selectFrom('lesson_questions as q')
        .innerJoin('courses as c', 'c.id', 'q.course_id')
        .select(['q.id', 'q.course_id', 'q.author_id', 'q.hidden_at', 'c.educator_id', 'c.is_approved'])
        .where('q.id', '=', questionId)
        .executeTakeFirst();
    },

    /** The question as the reader sees it; undefined when it does not exist or is hidden from them. */
    async find(questionId: number, reader: Reader): Promise<Question | undefined> {
      const row = await questionRows(db, reader).where('q.id', '=', questionId).executeTakeFirst();
      return row && toQuestion(row, reader);
    },

    /** One page of a course's questions (or of one of its lessons), and how many there are in all. */
    async coursePage(
      courseId: number,
      reader: Reader,
      { videoId, sort, page, limit }: QuestionPageOptions & { videoId?: number | undefined; sort: QuestionSort },
    ): Promise<{ questions: Question[]; total: number }> {
      const listed = questionRows(db, reader)
        .where('q.course_id', '=', courseId)
        .$if(videoId !== undefined, (query) => query.where('q.video_id', '=', videoId ?? 0));
      const [rows, total] = await Promise.all([
        ordered(listed, sort)
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countOf(listed),
      ]);
      return { questions: rows.map((row) => toQuestion(row, reader)), total };
    },

    /**
     * One page of the questions on an educator's courses (or one of them): unanswered first, then newest; with
     * `onlyUnanswered`, only those. `unanswered` counts all of the educator's visible unanswered questions, whatever
     * the page or course: the sidebar's badge.
     */
    async educatorPage(
      educatorId: number,
      reader: Reader,
      { courseId, onlyUnanswered, page, limit }: QuestionPageOptions & { courseId?: number | undefined; onlyUnanswered: boolean },
    ): Promise<{ questions: Question[]; total: number; unanswered: number }> {
      const mine = questionRows(db, reader).where('c.educator_id', '=', educatorId);
      const listed = mine
        .$if(courseId !== undefined, (query) => query.where('q.course_id', '=', courseId ?? 0))
        .$if(onlyUnanswered, (query) => query.where(answeredSql, '=', 0));
      const [rows, total, unanswered] = await Promise.all([
        ordered(listed, 'unanswered')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countOf(listed),
        countOf(
          questionRows(db, { ...reader, includeHidden: false })
            .where('c.educator_id', '=', educatorId)
            .where(answeredSql, '=', 0),
        ),
      ]);
      return { questions: rows.map((row) => toQuestion(row, reader)), total, unanswered };
    },

    /** Posts the question and has its asker follow it, in one transaction; its id. */
    async ask(
      input: {
        courseId: number;
        videoId: number;
        authorId: number;
        second: number | null;
        title: string;
        body: string;
        at: string;
      },
      then?: (trx: Kysely<Database>, questionId: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('lesson_questions')
          .values({
            course_id: input.courseId,
            video_id: input.videoId,
            author_id: input.authorId,
            second: input.second,
            title: input.title,
            body: input.body,
            created_at: input.at,
            accepted_answer_id: null,
            hidden_at: null,
            hidden_reason: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('question_follows').values({ question_id: id, user_id: input.authorId, created_at: input.at }).execute();
        await then?.(trx, id);
        return id;
      });
    },

    /** Whether the video is a lesson of the course. */
    async isLessonOf(videoId: number, courseId: number): Promise<boolean> {
      const row = await db
        .selectFrom('videos as v')
        .innerJoin('modules as m', 'm.id', 'v.module_id')
        .select('v.id')
        .where('v.id', '=', videoId)
        .where('m.course_id', '=', courseId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Adds the person's upvote, or takes it away, and keeps the question's count with it in the same transaction.
     * The primary key makes a second upvote (or a parallel one) insert nothing, so it counts once.
     */
    async setUpvote(questionId: number, userId: number, on: boolean, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const changed = on
          ? await trx
              .insertInto('question_upvotes')
              .values({ question_id: questionId, user_id: userId, created_at: at })
              .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
              .returning('user_id')
              .execute()
          : await trx
              .deleteFrom('question_upvotes')
              .where('question_id', '=', questionId)
              .where('user_id', '=', userId)
              .returning('user_id')
              .execute();
        if (changed.length === 0) return;
        await trx
          .updateTable('lesson_questions')
          .set((eb) => ({ upvote_count: eb('upvote_count', on ? '+' : '-', 1) }))
          .where('id', '=', questionId)
          .execute();
      });
    },

    /** Follows the question, or stops; following twice is one follow. */
    async setFollow(questionId: number, userId: number, on: boolean, at: string): Promise<void> {
      if (on) {
        await db
          .insertInto('question_follows')
          .values({ question_id: questionId, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('question_follows').where('question_id', '=', questionId).where('user_id', '=', userId).execute();
      }
    },

    /** Posts an answer; its id. */
    /** Posts an answer; `then` runs in its transaction (the notifications of it). */
    async answer(
      questionId: number,
      authorId: number,
      body: string,
      at: string,
      then?: (trx: Kysely<Database>, answerId: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('question_answers')
          .values({ question_id: questionId, author_id: authorId, body, created_at: at, hidden_at: null, hidden_reason: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await then?.(trx, id);
        return id;
      });
    },

    /** Who hears of an answer to the question: its asker and its followers, but not the one who answered. */
    async toldOfAnswer(trx: Kysely<Database>, questionId: number, answererId: number) {
      const question = await trx
        .selectFrom('lesson_questions')
        .select(['author_id', 'title', 'course_id', 'video_id'])
        .where('id', '=', questionId)
        .executeTakeFirstOrThrow();
      const followers = await trx.selectFrom('question_follows').select('user_id').where('question_id', '=', questionId).execute();
      const recipients = [...new Set([question.author_id, ...followers.map((row) => row.user_id)])].filter((id) => id !== answererId);
      return { question, recipients };
    },

    /** The answer with its question's id and whether it is hidden; undefined when there is none. */
    answerAccess(answerId: number): Promise<{ id: number; question_id: number; hidden_at: string | null } | undefined> {
      return db.selectFrom('question_answers').select(['id', 'question_id', 'hidden_at']).where('id', '=', answerId).executeTakeFirst();
    },

    /** Marks the answer as the question's answer, or (null) none. */
    async setAccepted(questionId: number, answerId: number | null): Promise<void> {
      await db.updateTable('lesson_questions').set({ accepted_answer_id: answerId }).where('id', '=', questionId).execute();
    },

    /** The question's answers as the reader sees them: the marked one first, then the educator's, then oldest first. */
    async thread(question: Question, educatorId: number, reader: Reader): Promise<Answer[]> {
      const rows = await db
        .selectFrom('question_answers as a')
        .innerJoin('users as u', 'u.id', 'a.author_id')
        .select(['a.id', 'a.question_id', 'a.body', 'a.author_id', 'u.name as author_name', 'a.created_at', 'a.hidden_at'])
        .where('a.question_id', '=', question.id)
        .$if(!reader.includeHidden, (query) => query.where('a.hidden_at', 'is', null))
        .orderBy('a.created_at', 'asc')
        .orderBy('a.id', 'asc')
        .execute();
      const rank = (answer: Answer) => (answer.accepted ? 0 : answer.byEducator ? 1 : 2);
      return rows
        .map((row) => toAnswer(row, educatorId, question.acceptedAnswerId))
        .map((answer, index) => ({ answer, index }))
        .sort((a, b) => rank(a.answer) - rank(b.answer) || a.index - b.index)
        .map(({ answer }) => answer);
    },

    /** One answer as an admin sees it (hidden or not). */
    async findAnswer(answerId: number): Promise<Answer | undefined> {
      const row = await db
        .selectFrom('question_answers as a')
        .innerJoin('users as u', 'u.id', 'a.author_id')
        .innerJoin('lesson_questions as q', 'q.id', 'a.question_id')
        .innerJoin('courses as c', 'c.id', 'q.course_id')
        .select([
          'a.id',
          'a.question_id',
          'a.body',
          'a.author_id',
          'u.name as author_name',
          'a.created_at',
          'a.hidden_at',
          'c.educator_id',
          'q.accepted_answer_id',
        ])
        .where('a.id', '=', answerId)
        .executeTakeFirst();
      return row && toAnswer(row, row.educator_id, row.hidden_at === null ? row.accepted_answer_id : null);
    },

    /** Hides the question or the answer (with the reason), or shows it again. */
    async setHidden(table: 'lesson_questions' | 'question_answers', id: number, hidden: boolean, reason: string | null, at: string): Promise<void> {
      await db
        .updateTable(table)
        .set(hidden ? { hidden_at: at, hidden_reason: reason } : { hidden_at: null, hidden_reason: null })
        .where('id', '=', id)
        .execute();
    },
  };
}

interface AnswerRow {
  id: number;
  question_id: number;
  body: string;
  author_id: number;
  author_name: string;
  created_at: string;
  hidden_at: string | null;
}

function toAnswer(row: AnswerRow, educatorId: number, acceptedAnswerId: number | null): Answer {
  return {
    ...idFields(row.id),
    questionId: row.question_id,
    body: row.body,
    authorName: row.author_name,
    byEducator: row.author_id === educatorId,
    accepted: row.id === acceptedAnswerId,
    createdAt: row.created_at,
    hidden: row.hidden_at !== null,
  };
}
