import { alpha, darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { wideOnlyLeftOut } from '../../../../tables/phone-columns';

/**
 * The look of MUI's small TableRow and TableCell (with react-admin's checkbox padding), for the plain
 * `<tr>` and `<td>` of a list's body, written once on the table body: a page of rows is then a few
 * hundred elements instead of as many styled components, and its first showing one style rule set
 * instead of one per cell kind (docs/performance.md). The cells keep MUI's class names, which site
 * styles and tests may address. A row that has the keyboard focus is outlined.
 */
export const bodyRows: SxProps<Theme> = (theme) => {
  const { palette } = theme;
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  const selected = alpha(palette.primary.main, palette.action.selectedOpacity);
  return {
    '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& > tr.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
    '& > tr.Mui-selected': { backgroundColor: selected },
    '& > tr.Mui-selected:hover': { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
    '& > tr.selectable': { cursor: 'pointer' },
    '& > tr:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '& > tr > td': {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${palette.mode === 'dark' ? darken(alpha(palette.divider, 1), 0.68) : lighten(alpha(palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& > tr > td.MuiTableCell-alignRight': { textAlign: 'right' },
    '& > tr > td.value': { whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' },
    // The actions stay in view at the row's end (sticky, over an opaque cell tinted as its row).
    '& > tr > td.actions': { whiteSpace: 'nowrap', paddingTop: 0, paddingBottom: 0, position: 'sticky', right: 0, zIndex: 1, backgroundColor: palette.background.paper },
    '& > tr.MuiTableRow-hover:hover > td.actions': { backgroundImage: tint(palette.action.hover) },
    '& > tr.Mui-selected > td.actions': { backgroundImage: tint(selected) },
    '& > tr.Mui-selected:hover > td.actions': { backgroundImage: tint(alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity)) },
    '& > tr > td.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
  };
};

const tint = (color: string) => `linear-gradient(${color}, ${color})`;

/**
 * The box the table scrolls in, both ways: the actions column stays at its right edge (its header
 * cell too), with a shadow while columns are hidden under it (`data-more-right`, useScrollCue); a
 * phone shows only the columns not marked WIDE_ONLY.
 */
export const scrollingTable: SxProps<Theme> = (theme) => {
  const shadow = theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.7)' : 'rgba(0, 0, 0, 0.25)';
  return {
    flex: '1 1 auto',
    minHeight: 200,
    overflow: 'auto',
    maxWidth: '100%',
    '& thead > tr > th.actions': { position: 'sticky', right: 0, zIndex: 3 },
    // Without actions the box's own edge takes the shadow.
    '&[data-more-right]': { boxShadow: `inset -10px 0 8px -8px ${shadow}` },
    '&[data-more-right] .actions': { boxShadow: `-10px 0 8px -8px ${shadow}` },
    // A phone shows fewer columns, closer together.
    [theme.breakpoints.down('sm')]: {
      ...wideOnlyLeftOut,
      '& > table > * > tr > .actions': { paddingLeft: '4px', paddingRight: '4px' },
    },
  };
};

/** The class names MUI gives a small body cell, aligned right or left. */
export const cellClass = (right: boolean, extra: string) => `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall ${right ? 'MuiTableCell-alignRight' : 'MuiTableCell-alignLeft'} ${extra}`;
