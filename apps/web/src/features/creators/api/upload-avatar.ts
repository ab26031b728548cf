import type { z } from 'zod';
import type { avatarResponseSchema } from '@kalasetu/shared/profiles';
import { upload } from '../../../lib/api-client';

/** The signed-in user's own avatar (the accounts endpoint: same content checks as every image upload). */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload<z.infer<typeof avatarResponseSchema>>('/api/me/avatar', form, onProgress);
}
