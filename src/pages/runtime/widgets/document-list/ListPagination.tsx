import { memo } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../i18n/useFormat';
import { lastPage, pageSizeChoices } from './list-query';

interface Props {
  total: number;
  page: number;
  size: number;
  pageSize: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Paging through a list's total (x-total-count), with a choice of page sizes; wraps on a narrow widget. */
export const ListPagination = memo(function ListPagination({ total, page, size, pageSize, onPage, onSize }: Props) {
  const translate = useTranslate();
  const { number } = useFormat();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPage(total, size))}
      rowsPerPage={size}
      rowsPerPageOptions={pageSizeChoices(pageSize)}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={translate('portico.composer.list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => translate('portico.composer.list.range', { from: number(from), to: number(to), count: number(count) })}
      getItemAriaLabel={(type) => translate(`portico.list.${type}`)}
      data-testid="list-pagination"
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0, minHeight: 40, rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: 'none' },
        '& .MuiTablePagination-actions': { ml: 1 },
      }}
    />
  );
});
