import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, UPLOAD_PROGRESS_STEP } from '@kalasetu/shared/limits';
import { uploadAvatar as uploadAvatarOperation } from '@kalasetu/shared/api/accounts';
import { request } from './api-client';

/**
 * The browser's early check of a chosen avatar, with the specification's messages (i18n keys). The server checks
 * again, by content, and re-encodes the picture; this only saves a pointless upload.
 */
export function checkAvatarFile(file: Pick<File, 'name' | 'size'> | null | undefined): string | null {
  if (!file) return 'validation.imageMissing';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return 'validation.imageType';
  if (file.size > AVATAR_MAX_BYTES) return 'validation.imageSize';
  return null;
}

/** Progress shown in whole steps of 10 %, so the bar moves in visible jumps rather than flickering. */
export function progressStep(percent: number): number {
  const clamped = Math.max(0, Math.min(100, percent));
  return clamped === 100 ? 100 : Math.floor(clamped / UPLOAD_PROGRESS_STEP) * UPLOAD_PROGRESS_STEP;
}

export const uploadAvatar = (file: File, onProgress?: (percent: number) => void) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return request(uploadAvatarOperation, {
    body,
    onProgress: (percent) => onProgress?.(progressStep(percent)),
  });
};
