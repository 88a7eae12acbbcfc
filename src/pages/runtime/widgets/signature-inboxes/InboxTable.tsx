import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useEvent, useTranslate } from 'react-admin';
import { wholeCellSorts } from '../../../../tables/sortable-header';
import { WIDE_ONLY } from '../../../../tables/phone-columns';
import { bodyRows, scrollingTable } from '../document-list/body-row-styles';
import { useScrollCue } from '../document-list/useScrollCue';
import type { InboxSort } from './inbox-query';
import { InboxRow, type InboxColumn, type InboxRowData } from './InboxRow';

interface Props<T extends InboxRowData> {
  /** What the table holds, for those who hear it. */
  label: string;
  columns: readonly InboxColumn<T>[];
  rows: T[];
  sort: InboxSort;
  onSort: (field: string) => void;
  /** The document selected, whose rows show as selected. */
  selected: number | undefined;
  onChoose: (row: T) => void;
  today: string;
  /** The rows are still the last page's while the new ones are read. */
  busy: boolean;
}

/** Overdue dates in words and colour (the error colour reads at 4.5:1 on the paper). */
const marks = { '& .overdue': { color: 'error.main', fontWeight: 600 } } as const;

/**
 * One page of an inbox: a click in a sortable column's header sorts on it (again: the other way), a
 * click on a row selects its document. The rows scroll inside the widget under a header that stays,
 * and a phone shows the columns marked `phone` only (the document list's table, without its actions).
 */
export function InboxTable<T extends InboxRowData>({ label, columns, rows, sort, onSort, selected, onChoose, today, busy }: Props<T>) {
  const translate = useTranslate();
  // Stable, so that a row whose props did not change is not rendered again.
  const choose = useEvent(onChoose);
  const scrolling = useScrollCue<HTMLDivElement>();
  return (
    <TableContainer ref={scrolling} sx={scrollingTable}>
      <Table size="small" stickyHeader aria-label={label} aria-busy={busy || undefined} sx={marks}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = sort.field === column.id;
              const text = translate(`portico.signatureInboxes.column.${column.id}`);
              return (
                <TableCell key={column.id} className={column.phone ? undefined : WIDE_ONLY} sortDirection={active ? (sort.asc ? 'asc' : 'desc') : false} sx={{ whiteSpace: 'nowrap', fontWeight: 600, ...wholeCellSorts }}>
                  {column.sortable ? (
                    <TableSortLabel active={active} direction={active && !sort.asc ? 'desc' : 'asc'} onClick={() => onSort(column.id)}>
                      {text}
                    </TableSortLabel>
                  ) : (
                    text
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody sx={bodyRows}>
          {rows.map((row) => (
            <InboxRow key={row.requestId} row={row} columns={columns} selected={row.documentId === selected} today={today} onChoose={choose} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
