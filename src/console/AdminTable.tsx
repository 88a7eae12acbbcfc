import type { ReactNode } from 'react';
import { Card, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/useFormat';
import { WIDE_ONLY, wideOnlyLeftOut } from '../tables/phone-columns';
import { wholeCellSorts } from '../tables/sortable-header';

/** Rows per page of the administration tables. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminPaging {
  /** Zero-based, as the server counts pages. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * The table of an administration page: a card that scrolls sideways when the table is wide, a header
 * row of the given cells, the body rows, and paging when the list is paged. On a phone the cells marked
 * WIDE_ONLY are left out (layout/phone-columns.ts).
 */
export function AdminTable({ head, children, paging, sx, testId }: { head: ReactNode; children: ReactNode; paging?: AdminPaging; sx?: SxProps<Theme>; testId?: string }) {
  const translate = useTranslate();
  const { number } = useFormat();
  return (
    <Card sx={[(theme) => ({ overflowX: 'auto', [theme.breakpoints.down('sm')]: wideOnlyLeftOut }), ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page}
          rowsPerPage={ADMIN_PAGE_SIZE}
          rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
          onPageChange={(_e, p) => paging.onPageChange(p)}
          labelDisplayedRows={({ from, to, count }) => translate('portico.list.itemCount', { first: number(from), second: number(to), total: number(count) })}
        />
      )}
    </Card>
  );
}

export interface AdminColumn {
  field: string;
  /** A translation key. */
  label: string;
  /** Not sortable on the server. */
  unsorted?: boolean;
  align?: 'right';
  /** Left out on a phone (its body cells take WIDE_ONLY too). */
  wideOnly?: boolean;
}

/** The header cells of sortable columns: a click in the cell sorts on the column, again reverses the order. */
export function SortableHeadCells({ columns, sortField, sortOrder, onSort }: { columns: AdminColumn[]; sortField: string; sortOrder: 'asc' | 'desc'; onSort: (field: string) => void }) {
  const translate = useTranslate();
  return columns.map((c) => (
    <TableCell key={c.field} className={c.wideOnly ? WIDE_ONLY : undefined} sx={c.unsorted ? { whiteSpace: 'nowrap' } : { whiteSpace: 'nowrap', position: 'relative', ...wholeCellSorts }} align={c.align}>
      {c.unsorted ? (
        translate(c.label)
      ) : (
        <TableSortLabel active={sortField === c.field} direction={sortField === c.field ? sortOrder : 'asc'} onClick={() => onSort(c.field)}>
          {translate(c.label)}
        </TableSortLabel>
      )}
    </TableCell>
  ));
}
