import { MAX_PHOTOS_PER_UPLOAD } from '@cda/contract';

/** Some systems give picked files no MIME type; the name is the only hint then (the server checks content anyway). */
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|bmp|heic|heif|tiff?|avif)$/i;

export const isImageFile = (file: Pick<File, 'type' | 'name'>) => (file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name));

export type TPhotoSelection<T> = { accepted: T[]; hasInvalidType: boolean; isOverLimit: boolean };

/**
 * Spec 001 §5: only images, at most 10 in all. Non-images are dropped; of the images, those beyond the limit are
 * dropped (the first ones are kept, as a file picker with a maximum does).
 */
export const selectPhotos = <T extends Pick<File, 'type' | 'name'>>(currentCount: number, files: T[]): TPhotoSelection<T> => {
  const images = files.filter(isImageFile);
  const room = Math.max(0, MAX_PHOTOS_PER_UPLOAD - currentCount);
  return { accepted: images.slice(0, room), hasInvalidType: images.length < files.length, isOverLimit: images.length > room };
};
