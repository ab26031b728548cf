import { useTranslation } from '../../../lib/use-translation';
import { Pagination } from '../../../components/ui/pagination';

interface AdminPaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/** The back office's pager: every tab reads out the same words for its pages. */
export function AdminPagination({ page, pageCount, onPageChange }: AdminPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      labels={{
        nav: t('admin.pagination.nav'),
        previous: t('admin.pagination.previous'),
        next: t('admin.pagination.next'),
        status: t('admin.pagination.status', { page, total: pageCount }),
      }}
    />
  );
}
