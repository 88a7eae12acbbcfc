import { useCallback, useEffect, useState } from 'react';
import { Chip, MenuItem, Select, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AdminTable } from './AdminTable';
import { AdminPage, messageOf } from './AdminPage';

interface Loggers {
  levels: string[];
  loggers: Record<string, { configuredLevel: string | null; effectiveLevel: string }>;
}

/** `/admin/logs`: the server's loggers; a new level takes effect at once. */
export function LogsPage() {
  const translate = useTranslate();
  const [data, setData] = useState<Loggers>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => apiFetch<Loggers>('/management/loggers').then(({ json }) => setData(json), (e) => setError(messageOf(e))), []);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (name: string, level: string) => {
    setError(undefined);
    try {
      await apiFetch(`/management/loggers/${encodeURIComponent(name)}`, { method: 'POST', body: JSON.stringify({ configuredLevel: level }) });
    } catch (e) {
      setError(messageOf(e));
    }
    await load();
  };

  return (
    <AdminPage title="portico.logs.title" error={error}>
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.logs.name')}</TableCell>
            <TableCell>{translate('portico.logs.effectiveLevel')}</TableCell>
            <TableCell>{translate('portico.logs.configuredLevel')}</TableCell>
          </>
        }
        sx={{maxWidth: 900}}
      >
        {Object.entries(data?.loggers ?? {}).map(([name, logger]) => (
          <TableRow key={name} data-testid={`logger-${name}`}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{name}</TableCell>
            <TableCell>
              <Chip size="small" label={logger.effectiveLevel} data-testid="effective-level" />
            </TableCell>
            <TableCell>
              <Select
                size="small"
                value={logger.configuredLevel ?? ''}
                displayEmpty
                onChange={(e) => void change(name, e.target.value)}
                SelectDisplayProps={{ 'aria-label': translate('portico.logs.levelOf', { name }) } as object}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="" disabled>
                  {translate('portico.logs.inherited')}
                </MenuItem>
                {data?.levels.map((level) => (
                  <MenuItem key={level} value={level}>
                    {level}
                  </MenuItem>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
