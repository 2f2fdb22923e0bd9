import { defineCalls } from './call';

export const insightsCalls = defineCalls({
  getCourseInsights: { method: 'GET', path: '/api/courses/:courseId/insights', params: 'courseIdParamsSchema', query: 'insightsQuerySchema', responses: { 200: 'courseInsightsSchema' } },
  getEducatorInsights: { method: 'GET', path: '/api/users/educator/insights', query: 'insightsQuerySchema', responses: { 200: 'educatorInsightsSchema' } },
  getPlatformTrends: { method: 'GET', path: '/api/stats/trends', query: 'insightsQuerySchema', responses: { 200: 'platformTrendsSchema' } },
});
