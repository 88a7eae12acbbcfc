import { IconButton } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SignIcon from '@mui/icons-material/HistoryEduOutlined';
import { useTranslate } from 'react-admin';
import type { EntityOnWire } from '../../../../shared/documents/gateway-wire';
import { isPdfFile } from '../../documents/is-pdf';

export type RowAction = 'view' | 'details' | 'edit' | 'delete' | 'sign';

const ICONS = { view: PdfIcon, details: VisibilityIcon, edit: EditIcon, delete: DeleteIcon, sign: SignIcon };

/** The actions that concern a row's PDF: shown on rows that have one. */
const ON_PDF: ReadonlySet<RowAction> = new Set(['view', 'sign']);

/** What a row's action button does; `sign` opens a menu, which hangs from the button (`anchor`). */
export type OnRowAction = (action: RowAction, row: EntityOnWire, anchor: HTMLElement) => void;

/**
 * The icon buttons at the end of a row; a click on one does not select the row. Their tooltips are
 * the browser's own (`title`): MUI's would bring its Popper library to every list's visitors.
 */
export function RowActions({ row, actions, onAction }: { row: EntityOnWire; actions: RowAction[]; onAction: OnRowAction }) {
  const translate = useTranslate();
  return actions.filter((action) => !ON_PDF.has(action) || isPdfFile(row)).map((action) => {
    const Icon = ICONS[action];
    const label = translate(`portico.composer.list.${action}`);
    return (
      <IconButton
        key={action}
        size="small"
        title={label}
        aria-label={translate(`portico.composer.list.${action}Row`, { id: row.fidd })}
        color={action === 'delete' ? 'error' : 'default'}
        data-testid={`row-${action}`}
        aria-haspopup={action === 'sign' ? 'menu' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          onAction(action, row, event.currentTarget);
        }}
      >
        <Icon fontSize="small" />
      </IconButton>
    );
  });
}
