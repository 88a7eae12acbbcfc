import type { ReactNode } from 'react';
import { Card, Table, TableBody, TableHead, TablePagination, TableRow, type SxProps } from '@mui/material';

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
 * row of the given cells, the body rows, and paging when the list is paged.
 */
export function AdminTable({ head, children, paging, sx, testId }: { head: ReactNode; children: ReactNode; paging?: AdminPaging; sx?: SxProps; testId?: string }) {
  return (
    <Card sx={{ overflowX: 'auto', ...sx }}>
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
        />
      )}
    </Card>
  );
}
