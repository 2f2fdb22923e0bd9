import { useChange } from '../core/hooks';
import type { ImagePurpose } from './domain';

export interface UploadImageVariables {
  purpose: ImagePurpose;
  file: File;
}

/**
 * Uploads an image and answers the stored image (its address on the site's origin, its size). Nothing cached changes:
 * the address is saved with the course or the profile by their own changes. A refusal (not an image, too large) is
 * for the field to show beside itself, so no toast is raised here.
 */
export const useUploadImage = () => useChange({ call: (api, { purpose, file }: UploadImageVariables) => api.uploadImage(purpose, file, file.name) });
