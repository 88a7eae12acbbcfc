import { Box, Button, CircularProgress } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { useTranslate } from 'react-admin';

interface Props {
  onCreate?: () => void;
  /** Deleting the rows checked (multiple selection); the count shown. */
  onDeleteSelected?: () => void;
  selectedCount: number;
  onExport?: () => void;
  exporting: boolean;
  onShare?: () => void;
  sharing: boolean;
}

const busy = (on: boolean, icon: React.ReactNode) => (on ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon);

/** The list's actions that are not about one row; only those configured (and allowed) are given. Wraps on a narrow widget. */
export function ListToolbar({ onCreate, onDeleteSelected, selectedCount, onExport, exporting, onShare, sharing }: Props) {
  const translate = useTranslate();
  if (!onCreate && !onDeleteSelected && !onExport && !onShare) return null;
  return (
    <Box role="toolbar" aria-label={translate('portico.composer.list.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {onCreate && (
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('portico.composer.list.create')}
        </Button>
      )}
      {onDeleteSelected && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDeleteSelected} disabled={selectedCount === 0} data-testid="delete-selected">
          {translate('portico.composer.list.deleteSelected', { smart_count: selectedCount })}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      {onExport && (
        <Button size="small" startIcon={busy(exporting, <DownloadIcon />)} onClick={onExport} disabled={exporting}>
          {translate('portico.composer.list.export')}
        </Button>
      )}
      {onShare && (
        <Button size="small" startIcon={busy(sharing, <ShareIcon />)} onClick={onShare} disabled={sharing}>
          {translate('portico.composer.list.share')}
        </Button>
      )}
    </Box>
  );
}
