import { Button, IconButton, Tooltip } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { askPanelId, useAsking } from './asking-context';

/**
 * The toolbar's "Ask for signatures", while the sign info says the reader may ask (canAsk): it opens
 * the asking panel, and closes it again. On a narrow toolbar, an icon that keeps its name.
 */
export function AskButton({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { tools } = useViewerSession();
  const { documentId, open, start, close } = useAsking();
  if (!tools.ask) return null;
  const label = translate('portico.pdf.ask.button');
  const common = {
    onClick: open ? close : start,
    'aria-expanded': open,
    'aria-controls': open ? askPanelId(documentId) : undefined,
    'data-testid': 'ask-signatures',
  };
  if (compact)
    return (
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} color={open ? 'primary' : 'default'} {...common}>
          <GroupAddIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" variant={open ? 'contained' : 'outlined'} startIcon={<GroupAddIcon />} sx={{ mr: 0.5, whiteSpace: 'nowrap' }} {...common}>
      {label}
    </Button>
  );
}
