import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, InputAdornment, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { configPropsQuery, environmentQuery, type ConfigProps } from './queries';

type Rows = [string, string][];

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Nested properties as dotted names. */
function flatten(value: Record<string, unknown>, prefix: string, into: Rows = []): Rows {
  for (const [key, v] of Object.entries(value)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as Record<string, unknown>, `${prefix}${key}.`, into);
    else into.push([`${prefix}${key}`, text(v)]);
  }
  return into;
}

/** The beans' properties, each bean a table of dotted names. */
const beansOf = (props: ConfigProps) =>
  Object.values(props.contexts).flatMap((context) =>
    Object.entries(context.beans).map(([bean, { prefix, properties }]) => ({ title: bean, rows: flatten(properties, `${prefix}.`) })),
  );

function PropertyTable({ title, rows, filter }: { title: string; rows: Rows; filter: string }) {
  const translate = useTranslate();
  const shown = rows.filter(([name, value]) => !filter || `${name} ${value}`.toLowerCase().includes(filter));
  return (
    <Card sx={{ mb: 2, overflowX: 'auto' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Table size="small" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '35%' }}>{translate('portico.configuration.property')}</TableCell>
              <TableCell>{translate('portico.configuration.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(([name, value]) => (
              <TableRow key={name} data-testid="config-row">
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** `/admin/configuration`: the server's configuration and environment, secrets masked by the server. */
export function ConfigurationPage() {
  const translate = useTranslate();
  const config = useQuery({ ...configPropsQuery(), select: beansOf });
  const { data: env, error } = useQuery(environmentQuery());
  const [filter, setFilter] = useState('');

  const lower = filter.trim().toLowerCase();
  return (
    <AdminPage
      title="portico.configuration.title"
      error={failureOf(config.error, error)}
      actions={
        <TextField
          size="small"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          label={translate('portico.configuration.filter')}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
      }
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('portico.configuration.configprops')}
      </Typography>
      {config.data?.map((bean) => (
        <PropertyTable key={bean.title} title={bean.title} rows={bean.rows} filter={lower} />
      ))}
      {env && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('portico.configuration.env')} ({env.activeProfiles.join(', ')})
          </Typography>
          {env.propertySources.map((source) => (
            <PropertyTable
              key={source.name}
              title={source.name}
              rows={Object.entries(source.properties).map(([name, { value }]) => [name, text(value)])}
              filter={lower}
            />
          ))}
        </>
      )}
    </AdminPage>
  );
}
