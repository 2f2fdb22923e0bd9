// What the screens know of uploads without zod: the kinds of image, and the limits they tell people before sending.

/** What an uploaded image is for: it decides its frame (a 16:10 course image, a square profile photo). */
export const imagePurposes = ['course-image', 'profile-photo'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/** The largest file the API takes (8 MB); larger ones are refused before they are sent. */
export const MAX_IMAGE_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The file types the picker offers; the API checks the bytes whatever the picker or the file name said. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The message for a file over the limit, the same words as the API's 413. */
export const IMAGE_TOO_LARGE_MESSAGE = `The file is too large: at most ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB.`;
