import { useQuery } from '@tanstack/react-query';
import { Button, Chip, TableCell, TableRow } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { AdminTable } from '../console/AdminTable';
import { AdminPage, failureOf } from '../console/AdminPage';
import { useFormat } from '../i18n/useFormat';
import { healthQuery } from './queries';

export const StatusChip = ({ status }: { status: string }) => (
  <Chip size="small" label={status} color={status === 'UP' ? 'success' : status === 'DOWN' ? 'error' : 'warning'} data-testid="health-status" />
);

const BYTES = ['total', 'free', 'threshold'];

/** A detail as a person reads it: sizes in binary units, durations and other numbers in the portal's formats. */
function show(key: string, value: unknown, format: ReturnType<typeof useFormat>): string {
  if (typeof value === 'number' && BYTES.includes(key)) return format.fileSize(value);
  if (typeof value === 'number') return `${format.number(value, '0,0.[00]')}${/Ms$/.test(key) ? ' ms' : ''}`;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** `/admin/health`: the server's components, each UP or DOWN with its details. */
export function HealthPage() {
  const translate = useTranslate();
  const format = useFormat();
  const { data: health, error, refetch } = useQuery(healthQuery());

  return (
    <AdminPage
      title="portico.health.title"
      error={failureOf(error)}
      actions={
        <>
          {health && <StatusChip status={health.status} />}
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()}>
            {translate('portico.health.refresh')}
          </Button>
        </>
      }
    >
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.health.component')}</TableCell>
            <TableCell>{translate('portico.health.status')}</TableCell>
            <TableCell>{translate('portico.health.details')}</TableCell>
          </>
        }
      >
        {Object.entries(health?.components ?? {}).map(([name, component]) => (
          <TableRow key={name} data-testid={`health-${name}`}>
            <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>{translate(`portico.health.components.${name}`, { _: name })}</TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <StatusChip status={component.status} />
            </TableCell>
            <TableCell>
              {Object.entries(component.details ?? {}).map(([key, value]) => (
                <div key={key}>
                  <strong>{key}</strong>: {show(key, value, format)}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
