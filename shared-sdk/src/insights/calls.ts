import { defineCalls } from '../core/call';

export const insightsCalls = defineCalls('insights', {
  getCourseInsights: { method: 'GET', path: '/api/courses/:courseId/insights' },
  getEducatorInsights: { method: 'GET', path: '/api/users/educator/insights' },
  getPlatformTrends: { method: 'GET', path: '/api/stats/trends' },
});
