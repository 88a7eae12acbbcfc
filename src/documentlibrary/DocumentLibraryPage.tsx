import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { AdminPage, messageOf } from '../admin/AdminPage';
import { AdminTable, ADMIN_PAGE_SIZE, SortableHeadCells, type AdminColumn } from '../admin/AdminTable';
import { useAction } from '../admin/useAction';
import { useListAddress } from '../admin/useListAddress';
import { useFormat } from '../i18n/useFormat';
import type { LibraryDocument } from '../shared/library-document';
import { deleteLibraryDocument, downloadLibraryFile, fetchLibraryPage } from './library';
import { LibraryDocumentDetails } from './LibraryDocumentDetails';
import { LibraryDocumentDialog } from './LibraryDocumentDialog';

const COLUMNS: AdminColumn[] = [
  { field: 'name', label: 'portico.documentLibrary.name' },
  { field: 'category', label: 'portico.documentLibrary.category' },
  { field: 'fileName', label: 'portico.documentLibrary.file' },
  { field: 'fileSize', label: 'portico.documentLibrary.fileSize', align: 'right' },
  { field: 'lastModifiedDate', label: 'portico.documentLibrary.lastModified' },
];

/** `image/png` → `PNG`; `text/plain; charset=utf-8` → `TXT`-like short names for the list. */
const shortType = (contentType: string) => {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'text/plain': 'Text',
    'application/zip': 'ZIP',
    'image/svg+xml': 'SVG',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  };
  const base = contentType.split(';')[0].trim();
  return known[base] ?? (base.startsWith('image/') ? base.slice(6).toUpperCase() : base);
};

/**
 * `/wadmin/document-library`: the files administrators upload for widgets, a page at a time and
 * sortable (page and sort kept in the address, the page counted from 1); upload, edit, download and
 * delete.
 */
export function DocumentLibraryPage() {
  const translate = useTranslate();
  const format = useFormat();
  const { params, page, sortField, sortOrder, go, sortBy } = useListAddress(1);
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [rows, setRows] = useState<LibraryDocument[]>();
  const [total, setTotal] = useState(0);
  const [maxFileSize, setMaxFileSize] = useState<number>();
  const { error, setError, act } = useAction();
  const [editing, setEditing] = useState<LibraryDocument | 'new'>();
  const [deleting, setDeleting] = useState<LibraryDocument>();
  const [viewing, setViewing] = useState<LibraryDocument>();

  const load = useCallback(
    () =>
      fetchLibraryPage(page - 1, ADMIN_PAGE_SIZE, `${sortField},${sortOrder}`, search).then(
        (result) => {
          setRows(result.rows);
          setTotal(result.total);
          setMaxFileSize(result.maxFileSize);
        },
        (e) => setError(messageOf(e)),
      ),
    [page, sortField, sortOrder, search, setError],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // The search applies after a short pause in typing.
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => go(() => ({ page: '1', q: searchText.trim() })), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads the address when it applies (useListAddress)
  }, [searchText]);

  const remove = () => {
    const doc = deleting!;
    setDeleting(undefined);
    void act(async () => {
      await deleteLibraryDocument(doc.id);
      // The last row of a page gone: show the page before it.
      if (rows?.length === 1 && page > 1) go(() => ({ page: String(page - 1) }));
      else await load();
    });
  };
  const saved = () => {
    setEditing(undefined);
    void load();
  };

  return (
    <AdminPage
      title="portico.documentLibrary.title"
      error={error}
      actions={
        <>
          <TextField
            size="small"
            variant="outlined"
            sx={{ width: { xs: '100%', sm: 280 } }}
            placeholder={translate('portico.documentLibrary.search')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
              htmlInput: { 'aria-label': translate('portico.documentLibrary.search'), 'data-testid': 'library-search' },
            }}
          />
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => setEditing('new')} data-testid="library-create">
            {translate('portico.documentLibrary.upload')}
          </Button>
        </>
      }
    >
      {rows && rows.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="library-empty">
          {translate('portico.documentLibrary.empty')}
        </Alert>
      )}
      <AdminTable
        testId="library-table"
        head={
          <>
            <SortableHeadCells columns={COLUMNS} sortField={sortField} sortOrder={sortOrder} onSort={sortBy} />
            <TableCell />
          </>
        }
        paging={{ page: page - 1, total, onPageChange: (p) => go(() => ({ page: String(p + 1) })) }}
      >
        {(rows ?? []).map((doc) => (
          <TableRow key={doc.id} hover data-testid="library-row">
            <TableCell sx={{ minWidth: 200, maxWidth: 360 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {doc.name}
              </Typography>
              {doc.description && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {doc.description}
                </Typography>
              )}
            </TableCell>
            <TableCell>{doc.category && <Chip size="small" variant="outlined" label={doc.category} />}</TableCell>
            <TableCell sx={{ maxWidth: 260 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {doc.fileName}
              </Typography>
              <Typography variant="caption" color="text.secondary" title={doc.fileContentType}>
                {shortType(doc.fileContentType)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} title={`${format.number(doc.fileSize)} B`}>
              {format.fileSize(doc.fileSize)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{format.dateTime(doc.lastModifiedDate)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {doc.lastModifiedBy}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
              <Tooltip title={translate('portico.action.view')}>
                <IconButton size="small" onClick={() => setViewing(doc)} aria-label={translate('portico.action.view')}>
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('portico.documentLibrary.download')}>
                <IconButton size="small" onClick={() => void act(() => downloadLibraryFile(doc))} aria-label={translate('portico.documentLibrary.download')}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('portico.action.edit')}>
                <IconButton size="small" onClick={() => setEditing(doc)} aria-label={translate('portico.action.edit')}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('portico.action.delete')}>
                <IconButton size="small" color="error" onClick={() => setDeleting(doc)} aria-label={translate('portico.action.delete')}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      {viewing && (
        <LibraryDocumentDetails
          document={viewing}
          onClose={() => setViewing(undefined)}
          onDownload={() => void act(() => downloadLibraryFile(viewing))}
          onEdit={() => {
            setViewing(undefined);
            setEditing(viewing);
          }}
        />
      )}
      {editing && (
        <LibraryDocumentDialog
          key={editing === 'new' ? 'new' : editing.id}
          document={editing === 'new' ? undefined : editing}
          maxFileSize={maxFileSize}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(undefined)} aria-labelledby="delete-library-title">
        <DialogTitle id="delete-library-title">{translate('portico.delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('portico.delete.question', { entity: translate('portico.documentLibrary.entity') })}</DialogContentText>
          <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{deleting?.name}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)}>{translate('portico.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove} data-testid="confirm-delete">
            {translate('portico.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </AdminPage>
  );
}
