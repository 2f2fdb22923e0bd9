import { defineCalls } from '../core/call';

/**
 * Quizzes (an extension beside the spec's calls): an educator puts one quiz after a module's lessons; an enrolled
 * learner takes it in attempts the server grades. The answers reach the browser only in a submitted attempt's result.
 */
export const quizzesCalls = defineCalls('quizzes', {
  listCourseQuizzes: { method: 'GET', path: '/api/courses/:courseId/quizzes' },
  createQuiz: { method: 'POST', path: '/api/quizzes' },
  getQuizDefinition: { method: 'GET', path: '/api/quizzes/:quizId/definition' },
  updateQuiz: { method: 'PUT', path: '/api/quizzes/:quizId' },
  deleteQuiz: { method: 'DELETE', path: '/api/quizzes/:quizId' },
  startQuizAttempt: { method: 'POST', path: '/api/quizzes/:quizId/attempts' },
  listMyQuizAttempts: { method: 'GET', path: '/api/quizzes/:quizId/attempts' },
  submitQuizAttempt: { method: 'POST', path: '/api/quiz-attempts/:attemptId/submit' },
});
