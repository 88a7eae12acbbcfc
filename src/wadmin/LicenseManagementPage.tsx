import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { reloadSiteInfo } from '../site/useSiteInfo';
import type { LicenseStatus } from '../shared/license-status';
import { useFormat } from '../i18n/useFormat';
import { licenceQuery, saveLicense } from './licence';

/** `/wadmin/license-management`: what the stored licence says, and a form to enter a new licence key. */
export function LicenseManagementPage() {
  const { data: status, error } = useQuery(licenceQuery());
  return (
    <AdminPage title="portico.licenseManagement.title" error={failureOf(error)}>
      <Stack spacing={2} sx={{ maxWidth: 820 }}>
        {status && <LicenceStatusCard status={status} />}
        <LicenceForm />
      </Stack>
    </AdminPage>
  );
}

function LicenceStatusCard({ status }: { status: LicenseStatus }) {
  const translate = useTranslate();
  const format = useFormat();
  // A date's year has two digits (DD/MM/YY HH:mm): its whole ISO form shows on hovering, for licences
  // that run for a century.
  const row = (label: string, value: string | null | undefined, testId: string, title?: string | null) => (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={testId} title={title ?? undefined}>
        {value || '—'}
      </Typography>
    </Box>
  );
  return (
    <Card data-testid="license-status">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('portico.licenseManagement.current')}
          </Typography>
          <Chip
            color={status.valid ? 'success' : 'error'}
            label={translate(status.valid ? 'portico.licenseManagement.valid' : 'portico.licenseManagement.invalid')}
            data-testid="license-state"
          />
        </Stack>
        {!status.valid && status.reason && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="license-reason">
            {translate(`portico.licenseManagement.reason.${status.reason}`)}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          {row('portico.licenseManagement.licensee', status.licensee, 'license-licensee')}
          {row('portico.licenseManagement.issued', format.dateTime(status.issued), 'license-issued', status.issued)}
          {row('portico.licenseManagement.expires', format.dateTime(status.expires), 'license-expires', status.expires)}
          {row('portico.licenseManagement.features', status.features.join(', '), 'license-features')}
          {row('portico.licenseManagement.updated', status.updatedBy && `${status.updatedBy}, ${format.dateTime(status.updatedDate, { seconds: true })}`, 'license-updated')}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The new key: the stored licence's answer replaces the one on show. */
function LicenceForm() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const save = useMutation({
    mutationFn: saveLicense,
    onSuccess: (saved) => {
      queryClient.setQueryData(licenceQuery().queryKey, saved);
      setKey('');
      // The server's alert ('licence saved') shows as a toast.
      // The sidebar's site-management entries follow the licence.
      void reloadSiteInfo(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(key);
  };
  const saveError = failureOf(save.error);
  return (
    <Card>
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('portico.licenseManagement.enter')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('portico.licenseManagement.hint')}
        </Typography>
        {saveError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="license-error">
            {saveError}
          </Alert>
        )}
        <TextField
          label={translate('portico.licenseManagement.key')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          required
          slotProps={{ htmlInput: { 'data-testid': 'license-key', spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        />
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending || !key.trim()} data-testid="license-submit">
            {translate('portico.licenseManagement.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
