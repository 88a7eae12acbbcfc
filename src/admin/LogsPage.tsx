import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Chip, MenuItem, Select, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminTable } from '../console/AdminTable';
import { AdminPage, failureOf } from '../console/AdminPage';
import { adminKeys, loggersQuery, setLogLevel } from './queries';

/** `/admin/logs`: the server's loggers; a new level takes effect at once. */
export function LogsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(loggersQuery());
  // Read again after a change, refused or not: the list shows what the server holds.
  const change = useMutation({ mutationFn: setLogLevel, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.loggers }) });

  return (
    <AdminPage title="portico.logs.title" error={failureOf(change.error, error)}>
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.logs.name')}</TableCell>
            <TableCell>{translate('portico.logs.effectiveLevel')}</TableCell>
            <TableCell>{translate('portico.logs.configuredLevel')}</TableCell>
          </>
        }
        sx={{ maxWidth: 900 }}
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
                onChange={(e) => change.mutate({ name, level: e.target.value })}
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
