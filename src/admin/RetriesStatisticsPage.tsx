import { useEffect, useState } from 'react';
import { Alert, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import type { RetryStatistics } from '../shared/retry-statistics';
import { AdminTable, ADMIN_PAGE_SIZE } from './AdminTable';
import { AdminPage, messageOf } from './AdminPage';
import { useFormat } from '../i18n/useFormat';

const COUNTS = ['startedCount', 'completeCount', 'errorCount', 'abortCount', 'recoveryCount'] as const;
const latest = <T,>(list: T[]) => list.slice(-3).reverse();

/** `/admin/retries-statistics`: how often each outbound operation was tried, failed and recovered. */
export function RetriesStatisticsPage() {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<RetryStatistics[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    void apiFetch<RetryStatistics[]>(`/api/admin/retries-statistics?page=${page}&size=${ADMIN_PAGE_SIZE}`).then(
      ({ json, headers }) => {
        setRows(json);
        setTotal(Number(headers.get('x-total-count') ?? json.length));
        setLoaded(true);
      },
      (e) => setError(messageOf(e)),
    );
  }, [page]);

  return (
    <AdminPage title="portico.retries.title" error={error}>
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.retries.name')}</TableCell>
            {COUNTS.map((c) => (
              <TableCell key={c} align="right">
                {translate(`portico.retries.${c}`)}
              </TableCell>
            ))}
            <TableCell>{translate('portico.retries.createdDateList')}</TableCell>
            <TableCell>{translate('portico.retries.errorMessages')}</TableCell>
          </>
        }
        paging={{ page, total, onPageChange: (p) => setPage(p) }}
        testId="retries-table"
      >
        {loaded && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={8}>
              <Alert severity="info">{translate('portico.retries.empty')}</Alert>
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.name} data-testid="retry-row">
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.name}</TableCell>
            {COUNTS.map((c) => (
              <TableCell key={c} align="right">
                {format.number(row[c])}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {latest(row.createdDateList).map((d) => (
                <div key={d}>{format.dateTime(d, { seconds: true })}</div>
              ))}
              {row.createdDateList.length > 3 && translate('portico.retries.more', { count: format.number(row.createdDateList.length - 3) })}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {latest(row.errorMessages).map((m, i) => (
                <div key={i}>{m}</div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
