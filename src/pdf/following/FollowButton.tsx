import { Button, IconButton, Tooltip } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { useTranslate } from 'react-admin';
import { followPanelId, useFollowing } from './following-context';

/**
 * The toolbar's "Signatures", while the document's request may be followed: it opens the panel that
 * follows it, and closes it again. On a narrow toolbar, an icon that keeps its name.
 */
export function FollowButton({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { documentId, followable, open, toggle } = useFollowing();
  if (!followable) return null;
  const label = translate('portico.pdf.follow.button');
  const common = { onClick: toggle, 'aria-expanded': open, 'aria-controls': open ? followPanelId(documentId) : undefined, 'data-testid': 'signatures-panel' };
  if (compact)
    return (
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} color={open ? 'primary' : 'default'} {...common}>
          <FactCheckIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" variant={open ? 'contained' : 'outlined'} startIcon={<FactCheckIcon />} sx={{ mr: 0.5, whiteSpace: 'nowrap' }} {...common}>
      {label}
    </Button>
  );
}
