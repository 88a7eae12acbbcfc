import { useState } from 'react';
import { Box, Button, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { CertificateSummary, SignatureVerdict } from '../../shared/signing/signature-verdicts';
import { validityText } from './verdict-texts';

/** The certificate and the chain above it, folded until asked for. */
export function CertificateDetails({ verdict, index }: { verdict: SignatureVerdict; index: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const t = (key: string, options?: object) => translate(`portico.pdf.verdicts.certificate.${key}`, options);
  if (!verdict.certificate) return <Typography variant="body2">{t('none')}</Typography>;
  const id = `verdict-${index}-certificates`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />} sx={{ px: 0, textTransform: 'none' }} data-testid="verdict-certificates">
        {t(open ? 'hide' : 'show', { smart_count: verdict.chain.length })}
      </Button>
      <Collapse in={open} id={id}>
        <Certificate certificate={verdict.certificate} heading={t('own')} />
        {verdict.chain.map((c, i) => (
          <Certificate key={i} certificate={c} heading={t(i === verdict.chain.length - 1 && verdict.chainComplete ? 'root' : 'issuer')} />
        ))}
        {!verdict.chainComplete && <Typography variant="body2">{t('incomplete')}</Typography>}
      </Collapse>
    </>
  );
}

function Certificate({ certificate: c, heading }: { certificate: CertificateSummary; heading: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`portico.pdf.verdicts.certificate.${key}`, options);
  return (
    <Box sx={{ borderLeft: 2, borderColor: 'divider', pl: 1, mb: 1, overflowWrap: 'anywhere' }} data-testid="verdict-certificate">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Typography variant="body2">{t('subject', { name: c.subject })}</Typography>
      <Typography variant="body2">{t('issuerName', { name: c.issuer })}</Typography>
      <Typography variant="body2">{validityText(c, translate)}</Typography>
      <Typography variant="body2">{t('serial', { serial: c.serial })}</Typography>
    </Box>
  );
}
