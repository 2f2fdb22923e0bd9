import { call } from '../core/http';
import type { ImagePurpose } from './domain';
import { uploadsCalls } from './calls';

/** Sends an image file as multipart/form-data to the upload of its purpose; the answer names the stored, resized image. */
export function uploadImage(purpose: ImagePurpose, file: Blob, fileName = 'image') {
  const form = new FormData();
  form.append('image', file, fileName);
  return call(purpose === 'course-image' ? uploadsCalls.uploadCourseImage : uploadsCalls.uploadProfilePhoto, { formData: form });
}
