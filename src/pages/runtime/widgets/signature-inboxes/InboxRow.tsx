import { memo, type ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { WIDE_ONLY } from '../../../../tables/phone-columns';
import { cellClass } from '../document-list/body-row-styles';

/** What a row of an inbox has in common: its request, and the document the viewer opens. */
export interface InboxRowData {
  requestId: number;
  documentId: number;
}

/** What a cell is written with besides its row. */
export interface CellTexts {
  translate: TranslateFunction;
  /** Today, YYYY-MM-DD: due dates before it are overdue. */
  today: string;
}

export interface InboxColumn<T> {
  /** The member the column shows, as the API sorts by it; its header is `portico.signatureInboxes.column.{id}`. */
  id: string;
  sortable?: boolean;
  /** Shown on a phone too (the others from the `sm` breakpoint up). */
  phone?: boolean;
  cell: (row: T, texts: CellTexts) => ReactNode;
}

interface Props<T extends InboxRowData> {
  row: T;
  columns: readonly InboxColumn<T>[];
  selected: boolean;
  today: string;
  onChoose: (row: T) => void;
}

/**
 * One request of an inbox: a click (Enter or Space too) selects its document for the widgets that
 * follow this one. Plain table elements, styled once by the table body, as the document list's rows.
 */
function Row<T extends InboxRowData>({ row, columns, selected, today, onChoose }: Props<T>) {
  const translate = useTranslate();
  return (
    <tr
      className={`MuiTableRow-root MuiTableRow-hover selectable${selected ? ' Mui-selected' : ''}`}
      aria-selected={selected}
      data-request-id={row.requestId}
      data-document-id={row.documentId}
      tabIndex={0}
      onClick={() => onChoose(row)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onChoose(row);
        }
      }}
    >
      {columns.map((column) => (
        <td key={column.id} className={cellClass(false, column.phone ? 'value' : `value ${WIDE_ONLY}`)}>
          {column.cell(row, { translate, today })}
        </td>
      ))}
    </tr>
  );
}

export const InboxRow = memo(Row) as typeof Row;
