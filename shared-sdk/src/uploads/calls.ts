import { defineCalls } from '../core/call';

// Images people upload (not in the spec, whose image fields take addresses): a course's image from its educator and
// anyone's profile photo, each checked, resized and re-encoded by the API, and served from the site's own origin.
export const uploadsCalls = defineCalls('uploads', {
  uploadCourseImage: { method: 'POST', path: '/api/uploads/course-images' },
  uploadProfilePhoto: { method: 'POST', path: '/api/uploads/profile-photos' },
  /** The image's bytes, which the site serves at /uploads/<name> on its own origin (the shell's server asks here). */
  getUploadedImage: { method: 'GET', path: '/api/uploads/:name' },
});
