import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Chip,
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
import { AdminPage, failureOf } from '../console/AdminPage';
import { AdminTable, ADMIN_PAGE_SIZE, SortableHeadCells, type AdminColumn } from '../console/AdminTable';
import { useListAddress } from '../console/useListAddress';
import { useFormat } from '../i18n/useFormat';
import { WIDE_ONLY } from '../tables/phone-columns';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import type { LibraryDocument } from '../shared/library-document';
import { deleteLibraryDocument, downloadLibraryFile, libraryKeys, libraryPageQuery } from './library';
import { LibraryDocumentDetails } from './LibraryDocumentDetails';
import { LibraryDocumentDialog } from './LibraryDocumentDialog';

const COLUMNS: AdminColumn[] = [
  { field: 'name', label: 'portico.documentLibrary.name' },
  { field: 'category', label: 'portico.documentLibrary.category', wideOnly: true },
  { field: 'fileName', label: 'portico.documentLibrary.file', wideOnly: true },
  { field: 'fileSize', label: 'portico.documentLibrary.fileSize', wideOnly: true, align: 'right' },
  { field: 'lastModifiedDate', label: 'portico.documentLibrary.lastModified', wideOnly: true },
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
  const queryClient = useQueryClient();
  const { params, page, sortField, sortOrder, go, sortBy } = useListAddress(1);
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = useSearchText(search, go);
  const list = useQuery(libraryPageQuery(page - 1, ADMIN_PAGE_SIZE, `${sortField},${sortOrder}`, search));
  const rows = list.data?.rows;
  const [editing, setEditing] = useState<LibraryDocument | 'new'>();
  const [viewing, setViewing] = useState<LibraryDocument>();
  const download = useMutation({ mutationFn: downloadLibraryFile });
  const deletion = useDeletion(rows, page, go);
  const saved = () => {
    setEditing(undefined);
    void queryClient.invalidateQueries({ queryKey: libraryKeys.documents });
  };

  return (
    <AdminPage
      title="portico.documentLibrary.title"
      error={failureOf(download.error, list.error)}
      actions={<LibraryActions searchText={searchText} onSearch={setSearchText} onUpload={() => setEditing('new')} />}
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
        paging={{ page: page - 1, total: list.data?.total ?? 0, onPageChange: (p) => go(() => ({ page: String(p + 1) })) }}
      >
        {(rows ?? []).map((doc) => (
          <LibraryRow key={doc.id} doc={doc} onView={() => setViewing(doc)} onDownload={() => download.mutate(doc)} onEdit={() => setEditing(doc)} onDelete={() => deletion.ask(doc)} />
        ))}
      </AdminTable>
      {viewing && (
        <LibraryDocumentDetails
          document={viewing}
          onClose={() => setViewing(undefined)}
          onDownload={() => download.mutate(viewing)}
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
          maxFileSize={list.data?.maxFileSize}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
      <ConfirmDeleteDialog
        open={Boolean(deletion.doc)}
        message={translate('portico.delete.question', { entity: translate('portico.documentLibrary.entity') })}
        detail={deletion.doc?.name}
        busy={deletion.remove.isPending}
        error={failureOf(deletion.remove.error)}
        onCancel={deletion.cancel}
        onConfirm={() => deletion.remove.mutate(deletion.doc!)}
      />
    </AdminPage>
  );
}

type Go = ReturnType<typeof useListAddress>['go'];

/** The search field's text, put into the address (`q`, from the first page) after a short pause in typing. */
function useSearchText(search: string, go: Go) {
  const [searchText, setSearchText] = useState(search);
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => go(() => ({ page: '1', q: searchText.trim() })), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads the address when it applies (useListAddress)
  }, [searchText]);
  return [searchText, setSearchText] as const;
}

/** The document asked about, and its deletion: the dialog stays open, with the refusal, until the document is gone. */
function useDeletion(rows: LibraryDocument[] | undefined, page: number, go: Go) {
  const queryClient = useQueryClient();
  const [doc, setDoc] = useState<LibraryDocument>();
  const remove = useMutation({
    mutationFn: (doc: LibraryDocument) => deleteLibraryDocument(doc.id),
    onSuccess: () => {
      setDoc(undefined);
      // The last row of a page gone: show the page before it, which reads itself.
      const emptied = rows?.length === 1 && page > 1;
      void queryClient.invalidateQueries({ queryKey: libraryKeys.documents, refetchType: emptied ? 'none' : 'active' });
      if (emptied) go(() => ({ page: String(page - 1) }));
    },
  });
  const ask = (asked: LibraryDocument) => {
    remove.reset();
    setDoc(asked);
  };
  return { doc, ask, cancel: () => setDoc(undefined), remove };
}

/** The search field and the upload button, above the table. */
function LibraryActions({ searchText, onSearch, onUpload }: { searchText: string; onSearch: (text: string) => void; onUpload: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        size="small"
        variant="outlined"
        sx={{ width: { xs: '100%', sm: 280 } }}
        placeholder={translate('portico.documentLibrary.search')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          htmlInput: { 'aria-label': translate('portico.documentLibrary.search'), 'data-testid': 'library-search' },
        }}
      />
      <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={onUpload} data-testid="library-create">
        {translate('portico.documentLibrary.upload')}
      </Button>
    </>
  );
}

interface RowProps {
  doc: LibraryDocument;
  onView: () => void;
  onDownload: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function LibraryRow({ doc, onView, onDownload, onEdit, onDelete }: RowProps) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <TableRow hover data-testid="library-row">
      <TableCell sx={{ minWidth: { sm: 200 }, maxWidth: 360 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {doc.name}
        </Typography>
        {doc.description && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {doc.description}
          </Typography>
        )}
      </TableCell>
      <TableCell className={WIDE_ONLY}>{doc.category && <Chip size="small" variant="outlined" label={doc.category} />}</TableCell>
      <TableCell className={WIDE_ONLY} sx={{ maxWidth: 260 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {doc.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" title={doc.fileContentType}>
          {shortType(doc.fileContentType)}
        </Typography>
      </TableCell>
      <TableCell className={WIDE_ONLY} align="right" sx={{ whiteSpace: 'nowrap' }} title={`${format.number(doc.fileSize)} B`}>
        {format.fileSize(doc.fileSize)}
      </TableCell>
      <TableCell className={WIDE_ONLY} sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{format.dateTime(doc.lastModifiedDate)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {doc.lastModifiedBy}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
        <RowAction title={translate('portico.action.view')} onClick={onView} icon={<VisibilityIcon fontSize="small" />} />
        <RowAction title={translate('portico.documentLibrary.download')} onClick={onDownload} icon={<DownloadIcon fontSize="small" />} />
        <RowAction title={translate('portico.action.edit')} onClick={onEdit} icon={<EditIcon fontSize="small" />} />
        <RowAction title={translate('portico.action.delete')} onClick={onDelete} icon={<DeleteIcon fontSize="small" />} color="error" />
      </TableCell>
    </TableRow>
  );
}

/** An icon button named by its tooltip's text. */
const RowAction = ({ title, onClick, icon, color }: { title: string; onClick: () => void; icon: ReactNode; color?: 'error' }) => (
  <Tooltip title={title}>
    <IconButton size="small" color={color} onClick={onClick} aria-label={title}>
      {icon}
    </IconButton>
  </Tooltip>
);
