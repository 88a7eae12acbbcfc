import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { AdminTable } from '../console/AdminTable';
import { useFormat } from '../i18n/useFormat';
import { WIDE_ONLY } from '../tables/phone-columns';
import type { OutboxMessage } from '../shared/mail-outbox';
import { outboxMessageQuery, outboxQuery } from './queries';

const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { sent: 'success', pending: 'warning', failed: 'error' };

/**
 * `/admin/mail-outbox`: the mails the portal sent or is about to send, newest first. Without an SMTP
 * server this is where they arrive; an administrator opens one to read it.
 */
export function MailOutboxPage() {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const { data, error } = useQuery(outboxQuery(page));
  const rows = data?.rows ?? [];
  // A mail opens once its text has come.
  const [openId, setOpenId] = useState<number>();
  const { data: message } = useQuery(outboxMessageQuery(openId));

  return (
    <AdminPage title="portico.outbox.title" error={failureOf(error)}>
      <AdminTable
        head={
          <>
            <TableCell className={WIDE_ONLY}>{translate('portico.outbox.date')}</TableCell>
            <TableCell className={WIDE_ONLY}>{translate('portico.outbox.recipient')}</TableCell>
            <TableCell>{translate('portico.outbox.subject')}</TableCell>
            <TableCell>{translate('portico.outbox.status')}</TableCell>
          </>
        }
        paging={{ page, total: data?.total ?? 0, onPageChange: (p) => setPage(p) }}
      >
        {data && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>
              <Alert severity="info" data-testid="outbox-empty">
                {translate('portico.outbox.empty')}
              </Alert>
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpenId(row.id)} data-testid="outbox-row">
            <TableCell className={WIDE_ONLY} sx={{ whiteSpace: 'nowrap' }}>
              {format.dateTime(row.createdDate, { seconds: true })}
            </TableCell>
            <TableCell className={WIDE_ONLY}>{row.recipient}</TableCell>
            <TableCell>{row.subject}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOURS[row.status] ?? 'default'} label={row.status} />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <MessageDialog message={message} onClose={() => setOpenId(undefined)} />
    </AdminPage>
  );
}

/** One mail as it was sent, over the list. */
function MessageDialog({ message, onClose }: { message?: OutboxMessage; onClose: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Dialog open={Boolean(message)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-subject">
      {message && (
        <>
          <DialogTitle id="outbox-subject">{message.subject}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('portico.outbox.to', { recipient: message.recipient })} · {format.dateTime(message.createdDate, { seconds: true })}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }} data-testid="outbox-text">
              {message.text}
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
