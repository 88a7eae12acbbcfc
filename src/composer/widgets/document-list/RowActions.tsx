import { IconButton } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { EntityOnWire } from '../../../shared/documents/gateway-wire';
import { isPdfFile } from '../../documents/is-pdf';

export type RowAction = 'view' | 'details' | 'edit' | 'delete';

const ICONS = { view: PdfIcon, details: VisibilityIcon, edit: EditIcon, delete: DeleteIcon };

/**
 * The icon buttons at the end of a row; a click on one does not select the row. Their tooltips are
 * the browser's own (`title`): MUI's would bring its Popper library to every list's visitors.
 */
export function RowActions({ row, actions, onAction }: { row: EntityOnWire; actions: RowAction[]; onAction: (action: RowAction, row: EntityOnWire) => void }) {
  const translate = useTranslate();
  return actions.filter((action) => action !== 'view' || isPdfFile(row)).map((action) => {
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
        onClick={(event) => {
          event.stopPropagation();
          onAction(action, row);
        }}
      >
        <Icon fontSize="small" />
      </IconButton>
    );
  });
}
