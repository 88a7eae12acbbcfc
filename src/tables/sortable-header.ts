/**
 * A click anywhere in a sortable column's header cell sorts on it (spec 000 §2.4), not only a click
 * on its label: the label's button is stretched over the cell by a pseudo-element, so that the cell
 * keeps its layout and its one focusable control. For header cells that are positioned (relative,
 * or sticky as react-admin's are), which the stretched button then fills.
 */
export const wholeCellSorts = {
  '& .MuiTableSortLabel-root': { position: 'static' },
  '& .MuiTableSortLabel-root::after': { content: '""', position: 'absolute', inset: 0 },
} as const;
