import { memo } from 'react';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EntityOnWire, FieldDescription } from '../../../shared/documents/gateway-wire';
import type { ValueFormats } from '../../documents/field-value';
import type { SelectionMode } from './useListSelection';
import { RowActions, type RowAction } from './RowActions';
import { ValueCell } from './ValueCell';

export const NUMERIC = new Set(['number']);

interface Props {
  row: EntityOnWire;
  columns: FieldDescription[];
  selected: boolean;
  mode: SelectionMode;
  formats: ValueFormats;
  actions: RowAction[];
  onChoose: (row: EntityOnWire) => void;
  onToggle: (row: EntityOnWire) => void;
  onAction: (action: RowAction, row: EntityOnWire) => void;
}

/** One document of a list's page: a click (Enter or Space too) selects it; in multiple selection its checkbox adds or removes it. */
export const DocumentRow = memo(function DocumentRow({ row, columns, selected, mode, formats, actions, onChoose, onToggle, onAction }: Props) {
  const translate = useTranslate();
  const selectable = mode !== 'none';
  return (
    <TableRow
      hover
      selected={selected}
      aria-selected={selectable ? selected : undefined}
      data-fidd={row.fidd}
      tabIndex={selectable ? 0 : undefined}
      onClick={selectable ? () => onChoose(row) : undefined}
      onKeyDown={(event) => {
        if (selectable && event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onChoose(row);
        }
      }}
      sx={{ cursor: selectable ? 'pointer' : undefined }}
    >
      {mode === 'multiple' && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox size="small" checked={selected} onChange={() => onToggle(row)} slotProps={{ input: { 'aria-label': translate('portico.composer.list.selectRow', { id: row.fidd }) } }} />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.id} align={NUMERIC.has(column.kind) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <ValueCell value={row.fields[column.id]} field={column} formats={formats} />
        </TableCell>
      ))}
      {actions.length > 0 && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
          <RowActions row={row} actions={actions} onAction={onAction} />
        </TableCell>
      )}
    </TableRow>
  );
});
