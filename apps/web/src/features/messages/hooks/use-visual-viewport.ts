import { useEffect, useState } from 'react';

export interface VisibleArea {
  height: number;
  top: number;
}

/**
 * The part of the screen the on-screen keyboard leaves visible, while `active`. Chrome on Android shrinks only the
 * visual viewport when the keyboard opens (so `100dvh` does not change) and iOS Safari pans it; a full-screen
 * thread sized to this area keeps its composer above the keyboard on both. Null where the API is missing (the
 * `h-dvh` class is the fallback) and on the server.
 */
export function useVisibleArea(active: boolean): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !viewport) {
      setArea(null);
      return;
    }
    const update = () => setArea({ height: viewport.height, top: viewport.offsetTop });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return area;
}
