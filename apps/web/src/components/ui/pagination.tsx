import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  labels: { nav: string; previous: string; next: string; status: string };
}

/** Previous / Next with the position read out; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {labels.previous}
      </Button>
      <span aria-live="polite" className="text-sm text-stone-700">
        {labels.status}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
