import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { AdminTable } from '../console/AdminTable';
import { useFormat } from '../i18n/useFormat';
import { WIDE_ONLY } from '../tables/phone-columns';
import type { SignerCertificate } from '../shared/signing/certificates';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';
import { signerCertificatesQuery } from './signer-certificates';

/**
 * `/admin/signer-certificates`: the accounts' signer certificates, those in force first, and the
 * revocation of one (docs/signing.md, "Revocation"), for example after a signature password leaked.
 */
export function SignerCertificatesPage() {
  const translate = useTranslate();
  const [login, setLogin] = useState('');
  const wanted = useDeferredValue(login.trim());
  const { data, error } = useQuery(signerCertificatesQuery(wanted));
  const [revoking, setRevoking] = useState<SignerCertificate>();

  return (
    <AdminPage title="portico.signerCertificates.title" error={failureOf(error)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {translate('portico.signerCertificates.intro')}
      </Typography>
      <TextField label={translate('portico.signerCertificates.account')} value={login} onChange={(e) => setLogin(e.target.value)} size="small" sx={{ mb: 2 }} slotProps={{ htmlInput: { 'data-testid': 'certificates-login' } }} />
      <AdminTable
        head={
          <>
            <TableCell>{translate('portico.signerCertificates.account')}</TableCell>
            <TableCell className={WIDE_ONLY}>{translate('portico.signerCertificates.subject')}</TableCell>
            <TableCell className={WIDE_ONLY}>{translate('portico.signerCertificates.validUntil')}</TableCell>
            <TableCell>{translate('portico.signerCertificates.state')}</TableCell>
            <TableCell>{translate('portico.signerCertificates.actions')}</TableCell>
          </>
        }
        testId="certificates-table"
      >
        {data?.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>
              <Alert severity="info">{translate('portico.signerCertificates.empty')}</Alert>
            </TableCell>
          </TableRow>
        )}
        {data?.map((certificate) => <CertificateRow key={certificate.serial} certificate={certificate} onRevoke={() => setRevoking(certificate)} />)}
      </AdminTable>
      {revoking && <RevokeCertificateDialog certificate={revoking} onClose={() => setRevoking(undefined)} />}
    </AdminPage>
  );
}

function CertificateRow({ certificate, onRevoke }: { certificate: SignerCertificate; onRevoke: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const { revoked } = certificate;
  return (
    <TableRow data-testid="certificate-row">
      <TableCell>{certificate.login}</TableCell>
      <TableCell className={WIDE_ONLY}>
        <Box sx={{ wordBreak: 'break-word' }}>{certificate.subject}</Box>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {certificate.serial}
        </Typography>
      </TableCell>
      <TableCell className={WIDE_ONLY} sx={{ whiteSpace: 'nowrap' }}>
        {format.dateTime(certificate.notAfter)}
      </TableCell>
      <TableCell>
        {revoked ? (
          <>
            <Chip size="small" color="error" variant="outlined" label={translate('portico.signerCertificates.revoked')} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {translate('portico.signerCertificates.revokedBy', { reason: translate(`portico.signerCertificates.reasons.${revoked.reason}`), by: revoked.by, at: format.dateTime(revoked.at) })}
            </Typography>
            {revoked.note && (
              <Typography variant="body2" color="text.secondary">
                {revoked.note}
              </Typography>
            )}
          </>
        ) : (
          <Chip size="small" color="success" variant="outlined" label={translate('portico.signerCertificates.inForce')} />
        )}
      </TableCell>
      <TableCell>
        {!revoked && (
          <Button size="small" color="error" onClick={onRevoke} data-testid="certificate-revoke">
            {translate('portico.signerCertificates.revoke')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
