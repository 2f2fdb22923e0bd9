/** The longest review a learner may write, in characters (the rating dialog counts down to it). */
export const MAX_REVIEW_LENGTH = 2000;
/** The longest reply an educator may post, in characters. */
export const MAX_REPLY_LENGTH = 2000;
/** How many reviews a page of a course's reviews holds unless the caller asks for another size. */
export const REVIEWS_PAGE_SIZE = 10;
