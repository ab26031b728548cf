import { useEffect } from 'react';

/** Sets the document title for the screen (screen readers announce it on navigation). */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · KalaSetu`;
  }, [title]);
}
