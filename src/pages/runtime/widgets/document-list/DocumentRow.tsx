import { memo } from 'react';
import { Checkbox } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EntityOnWire, FieldDescription } from '../../../../shared/documents/gateway-wire';
import { WIDE_ONLY } from '../../../../tables/phone-columns';
import type { ValueFormats } from '../../documents/field-value';
import type { SelectionMode } from './useListSelection';
import { cellClass } from './body-row-styles';
import { RowActions, type OnRowAction, type RowAction } from './RowActions';
import { ValueCell } from './ValueCell';

export const NUMERIC = new Set(['number']);

interface Props {
  row: EntityOnWire;
  columns: FieldDescription[];
  phoneColumns: ReadonlySet<number>;
  selected: boolean;
  mode: SelectionMode;
  formats: ValueFormats;
  actions: RowAction[];
  onChoose: (row: EntityOnWire) => void;
  onToggle: (row: EntityOnWire) => void;
  onAction: OnRowAction;
}

/**
 * One document of a list's page: a click (Enter or Space too) selects it; in multiple selection its
 * checkbox adds or removes it. Plain table elements, styled once by the table body (body-row-styles).
 */
export const DocumentRow = memo(function DocumentRow({ row, columns, phoneColumns, selected, mode, formats, actions, onChoose, onToggle, onAction }: Props) {
  const translate = useTranslate();
  const selectable = mode !== 'none';
  return (
    <tr
      className={`MuiTableRow-root MuiTableRow-hover${selected ? ' Mui-selected' : ''}${selectable ? ' selectable' : ''}`}
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
    >
      {mode === 'multiple' && (
        <td className={cellClass(false, 'MuiTableCell-paddingCheckbox')} onClick={(event) => event.stopPropagation()}>
          <Checkbox size="small" checked={selected} onChange={() => onToggle(row)} slotProps={{ input: { 'aria-label': translate('portico.composer.list.selectRow', { id: row.fidd }) } }} />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={cellClass(NUMERIC.has(column.kind), phoneColumns.has(column.id) ? 'value' : `value ${WIDE_ONLY}`)}>
          <ValueCell value={row.fields[column.id]} field={column} formats={formats} />
        </td>
      ))}
      {actions.length > 0 && (
        <td className={cellClass(true, 'actions')}>
          <RowActions row={row} actions={actions} onAction={onAction} />
        </td>
      )}
    </tr>
  );
});
