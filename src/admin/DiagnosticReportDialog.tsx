import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureOf } from '../console/AdminPage';
import { useFormat } from '../i18n/useFormat';
import { threadDumpQuery } from './queries';
import type { DiagnosticReport } from '../shared/diagnostic-report';

/**
 * What a thread dump is on the JVM, for this Node server: what the event loop is holding (handles by
 * type, how many active), the heap, the JavaScript stack at the time of the report and the process.
 */
export function DiagnosticReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  // Read at each opening; the report of the opening before stays on show until the new one comes.
  const { data: report, error } = useQuery({ ...threadDumpQuery(), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="diagnostic-report-title">
      <DialogTitle id="diagnostic-report-title">{translate('portico.report.title')}</DialogTitle>
      <DialogContent dividers data-testid="diagnostic-report">
        {error && <Alert severity="error">{failureOf(error)}</Alert>}
        {!report && !error && <LinearProgress aria-label={translate('portico.report.title')} />}
        {report && <ReportBody report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portico.report.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The process's facts, the event loop's handles by type and the JavaScript stack. */
function ReportBody({ report }: { report: DiagnosticReport }) {
  const translate = useTranslate();
  const format = useFormat();
  const header = report.header;
  const heap = report.javascriptHeap;
  const facts: [string, unknown][] = [
    ['Node.js', header.nodejsVersion],
    [translate('portico.report.process'), header.processId],
    [translate('portico.report.cpus'), header.cpus],
    [translate('portico.report.platform'), [header.osName, header.osRelease, header.arch].filter(Boolean).join(' ')],
    [translate('portico.report.time'), format.dateTime(header.dumpEventTime as string | undefined, { seconds: true })],
    [translate('portico.report.heap'), heap?.usedMemory !== undefined && heap.totalMemory !== undefined ? `${format.fileSize(heap.usedMemory)} / ${format.fileSize(heap.totalMemory)}` : undefined],
    [translate('portico.report.workers'), report.workers],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Table size="small">
        <TableBody>
          {facts
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([label, value]) => (
              <TableRow key={label}>
                <TableCell sx={{ width: 200, color: 'text.secondary' }}>{label}</TableCell>
                <TableCell>{String(value)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('portico.report.handles', { total: format.number(report.libuv.total), active: format.number(report.libuv.active) })}
        </Typography>
        <Table size="small" data-testid="report-handles">
          <TableHead>
            <TableRow>
              <TableCell>{translate('portico.report.type')}</TableCell>
              <TableCell align="right">{translate('portico.report.total')}</TableCell>
              <TableCell align="right">{translate('portico.report.active')}</TableCell>
              <TableCell align="right">{translate('portico.report.referenced')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(report.libuv.byType)
              .sort(([, a], [, b]) => b.total - a.total)
              .map(([type, counts]) => (
                <TableRow key={type}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{type}</TableCell>
                  <TableCell align="right">{format.number(counts.total)}</TableCell>
                  <TableCell align="right">{format.number(counts.active)}</TableCell>
                  <TableCell align="right">{format.number(counts.referenced)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </Box>
      {!!report.javascriptStack?.stack?.length && (
        <Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {translate('portico.report.stack')}
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto' }}>
            {[report.javascriptStack.message, ...report.javascriptStack.stack].filter(Boolean).join('\n')}
          </Box>
        </Box>
      )}
    </Box>
  );
}
