import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AdminPage } from './AdminPage';
import { AdminTable, ADMIN_PAGE_SIZE } from './AdminTable';
import { useFormat } from '../i18n/useFormat';

interface OutboxSummary {
  id: number;
  recipient: string;
  mailKey: string;
  subject: string;
  status: string;
  createdDate: string;
}

interface OutboxMessage extends OutboxSummary {
  text: string;
}

const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { sent: 'success', pending: 'warning', failed: 'error' };

/**
 * `/admin/mail-outbox`: the mails the portal sent or is about to send, newest first. Without an SMTP
 * server this is where they arrive; an administrator opens one to read it.
 */
export function MailOutboxPage() {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<OutboxSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [open, setOpen] = useState<OutboxMessage>();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    void apiFetch<OutboxSummary[]>(`/api/admin/mail-outbox?page=${page}&size=${ADMIN_PAGE_SIZE}`).then(({ json, headers }) => {
      if (!live) return;
      setRows(json);
      setLoaded(true);
      setTotal(Number(headers.get('x-total-count') ?? json.length));
    });
    return () => {
      live = false;
    };
  }, [page]);

  const show = (id: number) => void apiFetch<OutboxMessage>(`/api/admin/mail-outbox/${id}`).then(({ json }) => setOpen(json));

  return (
    <AdminPage title="portico.outbox.title">
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.outbox.date')}</TableCell>
            <TableCell>{translate('portico.outbox.recipient')}</TableCell>
            <TableCell>{translate('portico.outbox.subject')}</TableCell>
            <TableCell>{translate('portico.outbox.status')}</TableCell>
          </>
        }
        paging={{ page, total, onPageChange: (p) => setPage(p) }}
      >
        {loaded && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>
              <Alert severity="info" data-testid="outbox-empty">
                {translate('portico.outbox.empty')}
              </Alert>
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => show(row.id)} data-testid="outbox-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.createdDate, { seconds: true })}</TableCell>
            <TableCell>{row.recipient}</TableCell>
            <TableCell>{row.subject}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOURS[row.status] ?? 'default'} label={row.status} />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Dialog open={Boolean(open)} onClose={() => setOpen(undefined)} fullWidth maxWidth="md" aria-labelledby="outbox-subject">
        {open && (
          <>
            <DialogTitle id="outbox-subject">{open.subject}</DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate('portico.outbox.to', { recipient: open.recipient })}
              </Typography>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }} data-testid="outbox-text">
                {open.text}
              </Box>
            </DialogContent>
          </>
        )}
      </Dialog>
    </AdminPage>
  );
}
