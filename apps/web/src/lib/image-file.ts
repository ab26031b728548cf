import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@kalasetu/shared/limits';

/** The file input's accept list: the same types the server's content check takes. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

/**
 * The browser-side check before an upload (with the specification's messages); the server checks the content again.
 */
export function checkImageFile(file: File | null | undefined): string | null {
  if (!file) return 'validation.imageMissing';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension))
    return 'validation.imageType';
  if (file.size > AVATAR_MAX_BYTES) return 'validation.imageSize';
  return null;
}
