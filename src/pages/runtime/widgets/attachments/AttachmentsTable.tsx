import { Box, Checkbox, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../i18n/useFormat';
import type { AttachmentOnWire } from '../../../../shared/documents/gateway-wire';
import { shownAttachmentTime } from '../../documents/attachment-time';

interface Props {
  attachments: AttachmentOnWire[];
  /** Selection for deleting; no checkboxes when undefined. */
  selected?: number[];
  onSelect: (ids: number[]) => void;
  onDownload: (attachment: AttachmentOnWire) => void;
  onView: (attachment: AttachmentOnWire) => void;
}

/** A document's attachments: name and description, who added it, when, its size; download and view in a new tab. */
export function AttachmentsTable({ attachments, selected, onSelect, onDownload, onView }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const all = attachments.map((a) => a.attachmentID);
  const toggle = (id: number) => onSelect(selected?.includes(id) ? selected.filter((s) => s !== id) : [...(selected ?? []), id]);
  return (
    <Table size="small" aria-label={translate('portico.composer.attachments.title')} data-testid="attachments-table">
      <TableHead>
        <TableRow>
          {selected && (
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selected.length > 0 && selected.length === all.length}
                indeterminate={selected.length > 0 && selected.length < all.length}
                onChange={(e) => onSelect(e.target.checked ? all : [])}
                slotProps={{ input: { 'aria-label': translate('portico.composer.attachments.selectAll') } }}
              />
            </TableCell>
          )}
          <TableCell>{translate('portico.composer.attachments.file')}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {translate('portico.composer.attachments.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {attachments.map((a) => (
          <TableRow key={a.attachmentID} hover data-testid="attachment-row" data-attachment-id={a.attachmentID}>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selected.includes(a.attachmentID)}
                  onChange={() => toggle(a.attachmentID)}
                  slotProps={{ input: { 'aria-label': translate('portico.composer.attachments.select', { name: a.originalFileName }) } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {a.originalFileName}
              </Typography>
              {a.description && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="attachment-description">
                  {a.description}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="div">
                {[a.userName, shownAttachmentTime(a.date, a.time), format.fileSize(a.size)].join(' · ')}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
              <IconButton size="small" title={translate('portico.composer.attachments.download')} onClick={() => onDownload(a)} aria-label={`${translate('portico.composer.attachments.download')}: ${a.originalFileName}`} data-testid="attachment-download">
                <DownloadIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" title={translate('portico.composer.attachments.view')} onClick={() => onView(a)} aria-label={`${translate('portico.composer.attachments.view')}: ${a.originalFileName}`} data-testid="attachment-view">
                <OpenInNewIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Named for screen readers only: the column holds buttons that name themselves. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
