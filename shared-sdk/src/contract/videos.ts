import { defineCalls } from './call';

export const videosCalls = defineCalls({
  createVideo: { method: 'POST', path: '/api/videos', body: 'createVideoInputSchema', responses: { 201: 'videoResponseSchema' } },
  getVideo: { method: 'GET', path: '/api/videos/:id', params: 'idParamsSchema', responses: { 200: 'videoResponseSchema' } },
  updateVideo: { method: 'PATCH', path: '/api/videos/:id', params: 'idParamsSchema', body: 'updateVideoInputSchema', responses: { 200: 'videoResponseSchema' } },
  deleteVideo: { method: 'DELETE', path: '/api/videos/:id', params: 'idParamsSchema', responses: { 200: 'messageResponseSchema' } },
});
