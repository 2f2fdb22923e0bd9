/** The longest texts of a question and an answer, in characters. */
export const QUESTION_LIMITS = { title: 150, body: 5000, answer: 5000 } as const;

/** How a lesson's questions are ordered: most upvoted, newest, or those still waiting for an answer first. */
export const QUESTION_SORTS = ['top', 'newest', 'unanswered'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** Which of an educator's questions their Questions page lists. */
export const EDUCATOR_QUESTION_FILTERS = ['unanswered', 'all'] as const;
export type EducatorQuestionFilter = (typeof EDUCATOR_QUESTION_FILTERS)[number];

/** How many questions a page holds unless the caller asks for another size. */
export const QUESTIONS_PAGE_SIZE = 20;
