import { defineCalls } from '../core/call';

export const videosCalls = defineCalls('videos', {
  createVideo: { method: 'POST', path: '/api/videos' },
  getVideo: { method: 'GET', path: '/api/videos/:id' },
  updateVideo: { method: 'PATCH', path: '/api/videos/:id' },
  deleteVideo: { method: 'DELETE', path: '/api/videos/:id' },
});
