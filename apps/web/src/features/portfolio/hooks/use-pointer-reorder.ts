import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** How close to the window's top or bottom edge (px) a drag scrolls the page, and by how much per move. */
const EDGE_PX = 64;
const EDGE_STEP_PX = 12;

interface Drag {
  pointerId: number;
  id: number;
}

/**
 * Reordering a list by dragging a handle, with a mouse, a pen or a finger (pointer events, no library: the
 * portfolio editor adds nothing to the first page). While dragging, `order` is the list as it will be saved; on
 * release `onDrop` gets the new order of ids if it changed. Rows carry `data-reorder-row` inside `listRef`.
 */
export function usePointerReorder<T extends { id: number }>(
  items: T[],
  listRef: RefObject<HTMLElement | null>,
  onDrop: (ids: number[]) => void,
) {
  const [draft, setDraft] = useState<T[] | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const order = draft ?? items;

  const end = (commit: boolean) => {
    const moved = draft && draft.some((item, index) => item.id !== items[index]?.id);
    if (commit && moved) onDrop(draft.map((item) => item.id));
    drag.current = null;
    setDraggingId(null);
    setDraft(null);
  };

  const handleProps = (id: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || drag.current) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointerId: event.pointerId, id };
      setDraggingId(id);
      setDraft(items);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId || !listRef.current) return;
      if (event.clientY < EDGE_PX) window.scrollBy(0, -EDGE_STEP_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, EDGE_STEP_PX);
      const rows = [...listRef.current.querySelectorAll<HTMLElement>('[data-reorder-row]')];
      const over = rows.findIndex((row) => {
        const rect = row.getBoundingClientRect();
        return event.clientY >= rect.top && event.clientY < rect.bottom;
      });
      if (over < 0) return;
      setDraft((list) => {
        const from = (list ?? items).findIndex((item) => item.id === current.id);
        if (from < 0 || from === over) return list;
        const next = [...(list ?? items)];
        const [moved] = next.splice(from, 1);
        next.splice(over, 0, moved!);
        return next;
      });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId === event.pointerId) end(true);
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId === event.pointerId) end(false);
    },
  });

  return { order, draggingId, handleProps };
}
