/** Spec section 9: the admin dashboard lists at most 3 pending courses. */
export const PENDING_COURSES_LIMIT = 3;
