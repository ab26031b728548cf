import { useCallback, useEffect, useState } from 'react';
import { SAVED_JOBS_STORAGE_KEY } from '@kalasetu/shared/limits';
import { readSavedJobs, toggleSavedJob } from '../utils/saved-jobs';

/** Saved jobs of this browser, kept in step with other tabs. `toggle` throws when storage refuses. */
export function useSavedJobs() {
  const [saved, setSaved] = useState<number[]>(() =>
    // A page rendered on the server has no storage; what it shows does not depend on saved jobs before sign-in.
    typeof localStorage === 'undefined' ? [] : readSavedJobs(),
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_JOBS_STORAGE_KEY || event.key === null) setSaved(readSavedJobs());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const toggle = useCallback((id: number) => {
    const nowSaved = toggleSavedJob(id);
    setSaved(readSavedJobs());
    return nowSaved;
  }, []);
  return { saved, isSaved: (id: number) => saved.includes(id), toggle };
}
