import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/useFormat';
import type { LibraryDocument } from '../shared/library-document';

/** One document's members as a definition list, with Back, Edit and Download. */
export function LibraryDocumentDetails({ document, onClose, onEdit, onDownload }: { document: LibraryDocument; onClose: () => void; onEdit: () => void; onDownload: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const rows: [string, ReactNode][] = [
    ['id', document.id],
    ['name', document.name],
    ['description', document.description],
    ['category', document.category],
    ['file', document.fileName],
    ['fileContentType', document.fileContentType],
    ['fileSize', `${format.fileSize(document.fileSize)} (${format.number(document.fileSize)} B)`],
    ['fileSha256', <code key="sha">{document.fileSha256}</code>],
    ['createdBy', `${document.createdBy}, ${format.dateTime(document.createdDate, { seconds: true })}`],
    ['lastModified', `${document.lastModifiedBy}, ${format.dateTime(document.lastModifiedDate, { seconds: true })}`],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="library-details-title">
      <DialogTitle id="library-details-title">{document.name}</DialogTitle>
      <DialogContent>
        <Table size="small" data-testid="library-details">
          <TableBody>
            {rows.map(([field, value]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ width: 170, fontWeight: 600, verticalAlign: 'top' }}>
                  {translate(`portico.documentLibrary.${field}`)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portico.action.back')}</Button>
        <Button startIcon={<DownloadIcon />} onClick={onDownload}>
          {translate('portico.documentLibrary.download')}
        </Button>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {translate('portico.action.edit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
