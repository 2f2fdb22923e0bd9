import { defineCalls } from '../core/call';

/**
 * Questions on lessons (an extension beside the spec's calls): a course's enrolled learners ask, answer, follow and
 * upvote; its educator answers and marks the answer; an admin hides what breaks the rules. Only the course's enrolled
 * learners, its educator and admins read them, and a pending course's stay with its educator and admins.
 */
export const questionsCalls = defineCalls('questions', {
  listCourseQuestions: { method: 'GET', path: '/api/courses/:courseId/questions' },
  askQuestion: { method: 'POST', path: '/api/courses/:courseId/questions' },
  getQuestion: { method: 'GET', path: '/api/questions/:questionId' },
  answerQuestion: { method: 'POST', path: '/api/questions/:questionId/answers' },
  upvoteQuestion: { method: 'PUT', path: '/api/questions/:questionId/upvote' },
  removeQuestionUpvote: { method: 'DELETE', path: '/api/questions/:questionId/upvote' },
  followQuestion: { method: 'PUT', path: '/api/questions/:questionId/follow' },
  unfollowQuestion: { method: 'DELETE', path: '/api/questions/:questionId/follow' },
  acceptAnswer: { method: 'PUT', path: '/api/questions/:questionId/accepted-answer' },
  clearAcceptedAnswer: { method: 'DELETE', path: '/api/questions/:questionId/accepted-answer' },
  setQuestionVisibility: { method: 'PATCH', path: '/api/questions/:questionId/visibility' },
  setAnswerVisibility: { method: 'PATCH', path: '/api/question-answers/:answerId/visibility' },
  listEducatorQuestions: { method: 'GET', path: '/api/users/educator/questions' },
});
