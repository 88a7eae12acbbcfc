import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminTable } from '../console/AdminTable';
import { AdminPage, failureOf } from '../console/AdminPage';
import { useFormat } from '../i18n/useFormat';
import { retriesQuery } from './queries';

const COUNTS = ['startedCount', 'completeCount', 'errorCount', 'abortCount', 'recoveryCount'] as const;
const latest = <T,>(list: T[]) => list.slice(-3).reverse();

/** `/admin/retries-statistics`: how often each outbound operation was tried, failed and recovered. */
export function RetriesStatisticsPage() {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const { data, error } = useQuery(retriesQuery(page));
  const rows = data?.rows ?? [];

  return (
    <AdminPage title="portico.retries.title" error={failureOf(error)}>
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
        paging={{ page, total: data?.total ?? 0, onPageChange: (p) => setPage(p) }}
        testId="retries-table"
      >
        {data && rows.length === 0 && (
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
