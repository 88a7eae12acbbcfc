import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReportIcon from '@mui/icons-material/Assignment';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { DiagnosticReportDialog } from './DiagnosticReportDialog';
import { useFormat } from '../i18n/useFormat';
import { formatMilliseconds } from './milliseconds';
import { metricsQuery, type Metrics, type Timing } from './queries';

const DELAYS = ['min', 'mean', 'p50', 'p90', 'p95', 'p99', 'max'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ overflowX: 'auto' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The header cells of a table of timings, after its own first columns. */
function TimingHead() {
  const translate = useTranslate();
  return (
    <>
      <TableCell align="right">{translate('portico.metrics.count')}</TableCell>
      <TableCell align="right">{translate('portico.metrics.mean')}</TableCell>
      <TableCell align="right">p50</TableCell>
      <TableCell align="right">p95</TableCell>
      <TableCell align="right">p99</TableCell>
      <TableCell align="right">{translate('portico.metrics.max')}</TableCell>
    </>
  );
}

function TimingCells({ timing }: { timing: Timing }) {
  const { number, locale } = useFormat();
  const ms = (value: number) => formatMilliseconds(value, locale);
  return (
    <>
      <TableCell align="right">{number(timing.count)}</TableCell>
      <TableCell align="right">{ms(timing.mean)}</TableCell>
      <TableCell align="right">{ms(timing.p50)}</TableCell>
      <TableCell align="right">{ms(timing.p95)}</TableCell>
      <TableCell align="right">{ms(timing.p99)}</TableCell>
      <TableCell align="right">{ms(timing.max)}</TableCell>
    </>
  );
}

/** `/admin/metrics`: the server's requests by route, memory and event-loop delay, and its diagnostic report. */
export function MetricsPage() {
  const translate = useTranslate();
  const { data: metrics, error, refetch } = useQuery(metricsQuery());
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <AdminPage
      title="portico.metrics.title"
      error={failureOf(error)}
      actions={
        <>
          <Button startIcon={<ReportIcon />} onClick={() => setReportOpen(true)} data-testid="metrics-report">
            {translate('portico.report.open')}
          </Button>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} data-testid="metrics-refresh">
            {translate('portico.metrics.refresh')}
          </Button>
        </>
      }
    >
      <DiagnosticReportDialog open={reportOpen} onClose={() => setReportOpen(false)} />
      {metrics && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ProcessSections metrics={metrics} />
          {metrics.databases && <DatabaseSection databases={metrics.databases} />}
          <RequestsSection metrics={metrics} />
        </Box>
      )}
    </AdminPage>
  );
}

/** Memory by area and the event loop's delays, side by side. */
function ProcessSections({ metrics }: { metrics: Metrics }) {
  const translate = useTranslate();
  const format = useFormat();
  const delay = metrics.eventLoop?.delay ?? {};
  return (
    <>
      <Section title={translate('portico.metrics.memory')}>
        <Table size="small">
          <TableBody>
            {Object.entries(metrics.memory ?? {}).map(([area, bytes]) => (
              <TableRow key={area}>
                <TableCell>{area}</TableCell>
                <TableCell align="right">{format.fileSize(bytes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title={translate('portico.metrics.eventLoop')}>
        <Table size="small">
          <TableBody>
            {DELAYS.filter((k) => k in delay).map((k) => (
              <TableRow key={k}>
                <TableCell>{k}</TableCell>
                <TableCell align="right">{formatMilliseconds(delay[k], format.locale)} ms</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}

/** The database's pool and its statements' timings, across the grid. */
function DatabaseSection({ databases }: { databases: NonNullable<Metrics['databases']> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Section title={translate('portico.metrics.database', { dialect: databases.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite' })}>
        {databases.pool && (
          <Typography variant="body2" color="text.secondary" gutterBottom data-testid="metrics-pool">
            {translate('portico.metrics.pool', databases.pool)}
          </Typography>
        )}
        <Table size="small" data-testid="metrics-queries">
          <TableHead>
            <TableRow>
              <TableCell>{translate('portico.metrics.statement')}</TableCell>
              <TimingHead />
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(databases.queries ?? {}).map(([kind, t]) => (
              <TableRow key={kind}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{kind}</TableCell>
                <TimingCells timing={t} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </Box>
  );
}

/** The requests: counts by status code, then timings by route and method, across the grid. */
function RequestsSection({ metrics }: { metrics: Metrics }) {
  const translate = useTranslate();
  const format = useFormat();
  const requests = metrics['http.server.requests'];
  const routes = Object.entries(metrics.services ?? {}).flatMap(([route, methods]) => Object.entries(methods).map(([method, t]) => ({ route, method, ...t })));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Section title={translate('portico.metrics.requests', { count: format.number(requests?.all?.count ?? 0) })}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {Object.entries(requests?.percode ?? {})
            .map(([code, t]) => `${code}: ${format.number(t.count)}`)
            .join(' · ')}
        </Typography>
        <Table size="small" data-testid="metrics-routes">
          <TableHead>
            <TableRow>
              <TableCell>{translate('portico.metrics.route')}</TableCell>
              <TableCell>{translate('portico.metrics.method')}</TableCell>
              <TimingHead />
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.map((r) => (
              <TableRow key={`${r.method} ${r.route}`}>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.route}</TableCell>
                <TableCell>{r.method}</TableCell>
                <TimingCells timing={r} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </Box>
  );
}
