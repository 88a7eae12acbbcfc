import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import type { EntityOnWire } from '../../../../shared/documents/gateway-wire';
import { signRequestQuery } from '../../../../pdf/following/follow-api';

interface Props {
  /** The row whose menu is open, and the button it hangs from; undefined while closed. */
  row: EntityOnWire | undefined;
  anchor: HTMLElement | null;
  onClose(): void;
  /** Opens the viewer on the row's document with the asking or the following panel. */
  onOpen(row: EntityOnWire, panel: 'ask' | 'follow'): void;
}

/**
 * A row's signing menu: "Ask for signatures" while no request of the document is open, "Signatures"
 * when it has one to follow. It reads the document's latest request when opened (404: none yet), the
 * call the signatures panel makes then; the server checks again whatever the panels do.
 */
export function SignMenu({ row, anchor, onClose, onOpen }: Props) {
  const translate = useTranslate();
  const id = row?.fidd ?? 0;
  // Read afresh at each opening: signers sign, and others ask, meanwhile.
  const request = useQuery({ ...signRequestQuery(id), enabled: row !== undefined });
  const none = request.error instanceof HttpError && request.error.status === 404;
  const t = (key: string) => translate(`portico.composer.list.${key}`);
  const choose = (panel: 'ask' | 'follow') => () => {
    onClose();
    if (row) onOpen(row, panel);
  };
  const items = [];
  if (request.isPending) items.push(<MenuItem key="reading" disabled>{t('signReading')}</MenuItem>);
  else if (request.isError && !none) items.push(<MenuItem key="error" disabled sx={{ whiteSpace: 'normal', maxWidth: 320 }}>{request.error.message}</MenuItem>);
  if (none || (request.data !== undefined && request.data.state !== 'open'))
    items.push(
      <MenuItem key="ask" onClick={choose('ask')} data-testid="row-ask-signatures">
        <ListItemIcon><GroupAddIcon fontSize="small" /></ListItemIcon>
        <ListItemText>{translate('portico.pdf.ask.button')}</ListItemText>
      </MenuItem>,
    );
  if (request.data)
    items.push(
      <MenuItem key="follow" onClick={choose('follow')} data-testid="row-follow-signatures">
        <ListItemIcon><FactCheckIcon fontSize="small" /></ListItemIcon>
        <ListItemText>{translate('portico.pdf.follow.button')}</ListItemText>
      </MenuItem>,
    );
  return (
    <Menu anchorEl={anchor} open={row !== undefined && !!anchor} onClose={onClose} data-testid="row-sign-menu" slotProps={{ list: { 'aria-label': row ? translate('portico.composer.list.signRow', { id: row.fidd }) : undefined } }}>
      {items}
    </Menu>
  );
}
