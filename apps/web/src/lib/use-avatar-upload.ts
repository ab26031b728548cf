import { useCallback, useState } from 'react';
import { UPLOAD_PROGRESS_DONE_MS } from '@kalasetu/shared/limits';
import { uploadAvatar } from './avatar';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads an avatar and reports its progress in steps; a finished upload shows 100 % for half a second
 * before the promise settles, so the reader sees it complete.
 */
export function useAvatarUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const start = useCallback(async (file: File) => {
    setProgress(0);
    try {
      const { avatarUrl } = await uploadAvatar(file, setProgress);
      setProgress(100);
      await wait(UPLOAD_PROGRESS_DONE_MS);
      return avatarUrl;
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, upload: start };
}
