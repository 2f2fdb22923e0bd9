import { QUESTIONS_PAGE_SIZE, type EducatorQuestionFilter, type EducatorQuestionsQuery, type Id } from '@lectern/shared-sdk';

/** What the Questions page reads for its filters: the page it opens with is the one its server render reads. */
export function questionsPageQuery({
  status,
  courseId,
  page,
}: {
  status: EducatorQuestionFilter;
  courseId: Id | null;
  page: number;
}): EducatorQuestionsQuery {
  return { status, ...(courseId === null ? {} : { courseId }), page, limit: QUESTIONS_PAGE_SIZE };
}

export const openingQuery = questionsPageQuery({ status: 'unanswered', courseId: null, page: 1 });
