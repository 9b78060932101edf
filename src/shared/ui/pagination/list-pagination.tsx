import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { PAGE_SIZES } from './config';

export interface ListPaginationProps {
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Pages through a list with section 9's labels: 'Showing a-b of n' and '{n}/page'. */
export function ListPagination({ count, page, pageSize, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES.map((size) => ({ value: size, label: t('PaginationPerPage', { count: size }) }))}
      labelRowsPerPage={t('PaginationItemsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('PaginationShowing', { from, to, count: total })}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => {
        onPageSizeChange(Number(event.target.value));
        onPageChange(0);
      }}
    />
  );
}
