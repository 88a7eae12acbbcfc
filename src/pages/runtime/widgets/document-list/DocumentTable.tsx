import { useMemo } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useEvent, useTranslate } from 'react-admin';
import type { EntityOnWire, FieldDescription } from '../../../../shared/documents/gateway-wire';
import { useFormat } from '../../../../i18n/useFormat';
import { wholeCellSorts } from '../../../../tables/sortable-header';
import { WIDE_ONLY } from '../../../../tables/phone-columns';
import type { ValueFormats } from '../../documents/field-value';
import type { ListSort } from './list-query';
import type { ListSelection, SelectionMode } from './useListSelection';
import type { OnRowAction, RowAction } from './RowActions';
import { bodyRows, scrollingTable } from './body-row-styles';
import { useScrollCue } from './useScrollCue';
import { DocumentRow, NUMERIC } from './DocumentRow';

interface Props {
  columns: FieldDescription[];
  /** The field ids of the columns a phone shows. */
  phoneColumns: ReadonlySet<number>;
  rows: EntityOnWire[];
  sort: ListSort;
  onSort: (field: number) => void;
  mode: SelectionMode;
  selection: ListSelection;
  actions: RowAction[];
  onAction: OnRowAction;
  /** The rows are still the last page's (or search's) while the new ones are read. */
  busy?: boolean;
}

/**
 * The rows of one page: a click in a column's header sorts on it (again: the other way), a click on a
 * row selects it (Enter or Space too), checkboxes add rows in multiple selection. The rows scroll
 * inside the widget, both ways, under a header that stays (sticky header cells are positioned, so a
 * click anywhere in one sorts), beside actions that stay at the right edge (`scrollingTable`); a phone
 * shows the `phoneColumns` only. Each row renders again only when its own props change: the widget
 * renders again whenever its family, its widget state or its fetching flag changes.
 */
export function DocumentTable({ columns, phoneColumns, rows, sort, onSort, mode, selection, actions, onAction, busy }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const formats = useMemo<ValueFormats>(() => ({ number: (n) => format.number(n, '0,0.[00]'), yes: translate('portico.common.yes'), no: translate('portico.common.no') }), [format, translate]);
  // Stable handlers, so that a row whose props did not change is not rendered again.
  const choose = useEvent(selection.choose);
  const toggle = useEvent(selection.toggle);
  const act = useEvent(onAction);
  const allOnPage = rows.length > 0 && rows.every((r) => selection.isSelected(r.fidd));
  const someOnPage = rows.some((r) => selection.isSelected(r.fidd));
  const scrolling = useScrollCue<HTMLDivElement>();
  return (
    <TableContainer ref={scrolling} sx={scrollingTable} data-testid="list-scroller">
      {/* A table does not take aria-multiselectable (a grid would, with arrow keys between cells): the rows say
          whether they are selected, and in multiple mode each has its labelled checkbox. */}
      <Table size="small" stickyHeader aria-busy={busy || undefined}>
        <TableHead>
          <TableRow>
            {mode === 'multiple' && (
              <TableCell padding="checkbox">
                <Checkbox size="small" checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={() => selection.toggleAll(rows)} slotProps={{ input: { 'aria-label': translate('portico.composer.list.selectPage') } }} />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.id} className={phoneColumns.has(column.id) ? undefined : WIDE_ONLY} align={NUMERIC.has(column.kind) ? 'right' : 'left'} sortDirection={sort.order === column.id ? (sort.asc ? 'asc' : 'desc') : false} sx={{ whiteSpace: 'nowrap', fontWeight: 600, ...wholeCellSorts }}>
                <TableSortLabel active={sort.order === column.id} direction={sort.order === column.id && !sort.asc ? 'desc' : 'asc'} onClick={() => onSort(column.id)}>
                  {column.name}
                </TableSortLabel>
              </TableCell>
            ))}
            {actions.length > 0 && (
              <TableCell align="right" className="actions" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {translate('portico.composer.list.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody sx={bodyRows}>
          {rows.map((row) => (
            <DocumentRow key={row.fidd} row={row} columns={columns} phoneColumns={phoneColumns} selected={selection.isSelected(row.fidd)} mode={mode} formats={formats} actions={actions} onChoose={choose} onToggle={toggle} onAction={act} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
