import { Alert, Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { SignRequestView } from '../../shared/signing/requests';
import { shownDate } from '../../shared/documents/dates';
import { formatDateTime } from '../../shared/format';
import { downloadCertificate } from './follow-api';
import { actorName } from './follow-texts';

const SEVERITY = { open: 'info', completed: 'success', declined: 'warning', voided: 'warning', expired: 'warning', cancelled: 'warning' } as const;

/**
 * The request as a whole: its state in words, who asked and when, the due date and what it does,
 * the message, how it ended (who, when, why), and once completed, the completion certificate.
 */
export function RequestSummary({ view }: { view: SignRequestView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`portico.pdf.follow.${key}`, options);
  const certificate = useMutation({ mutationFn: () => downloadCertificate(view.documentId), onError: (error: Error) => notify(error.message, { type: 'error' }) });
  const ended = view.ended;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Alert severity={SEVERITY[view.state]} data-testid="follow-state" sx={{ py: 0 }}>
        <strong>{t(`state.${view.state}`)}</strong>
        {ended && (
          <Box component="span" data-testid="follow-ended" sx={{ display: 'block' }}>
            {t(`endedBy.${view.state === 'expired' ? 'expired' : 'other'}`, { name: actorName(ended.by, view, translate), at: formatDateTime(ended.at) })}
            {ended.reason && (
              <>
                {': '}
                <q>{ended.reason}</q>
              </>
            )}
          </Box>
        )}
      </Alert>
      <Typography variant="body2">{t('asked', { name: actorName(view.createdBy, view, translate), at: formatDateTime(view.createdAt) })}</Typography>
      {view.dueDate && (
        <Typography variant="body2" data-testid="follow-due">
          {t(view.onDue === 'expire' ? 'dueExpire' : 'dueRemind', { date: shownDate(view.dueDate) ?? view.dueDate })}
        </Typography>
      )}
      {view.message && (
        <Typography variant="body2" component="blockquote" sx={{ m: 0, pl: 1, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}>
          {view.message}
        </Typography>
      )}
      {view.state === 'completed' && (
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => certificate.mutate()} disabled={certificate.isPending} data-testid="follow-certificate" sx={{ justifySelf: 'start' }}>
          {t('certificate')}
        </Button>
      )}
    </Box>
  );
}
