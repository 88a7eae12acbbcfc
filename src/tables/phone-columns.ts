/** The class of a table cell that a phone leaves out: its column shows from the `sm` breakpoint up. */
export const WIDE_ONLY = 'wide-only';

/**
 * The style, under a table's box for phones (`theme.breakpoints.down('sm')`), that leaves out the
 * cells marked WIDE_ONLY and brings the columns closer together: the columns that name a row, and its
 * actions, then fit the screen without scrolling sideways.
 */
export const wideOnlyLeftOut = {
  [`& .${WIDE_ONLY}`]: { display: 'none' },
  '& > table > * > tr > *:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: '8px', paddingRight: '8px' },
} as const;
