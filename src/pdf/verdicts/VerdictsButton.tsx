import { Button, IconButton, Tooltip } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'react-admin';
import { useContext } from 'react';
import { useVerdicts, VerdictsContext, verdictsPanelId } from './verdicts-context';

/** The toolbar's "Signature check", when the PDF carries signatures: opens the signature panel, and closes it again. On a narrow toolbar, an icon that keeps its name. */
export function VerdictsButton({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { documentId, verdicts, open, toggle } = useVerdicts();
  if (!verdicts.length) return null;
  const label = translate('portico.pdf.verdicts.button');
  const common = { onClick: toggle, 'aria-expanded': open, 'aria-controls': open ? verdictsPanelId(documentId) : undefined, 'data-testid': 'verdicts-button' };
  if (compact)
    return (
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} color={open ? 'primary' : 'default'} {...common}>
          <VerifiedUserIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" variant={open ? 'contained' : 'outlined'} startIcon={<VerifiedUserIcon />} sx={{ mr: 0.5, whiteSpace: 'nowrap' }} {...common}>
      {label}
    </Button>
  );
}

/** The signatures banner's link to the panel. */
export function ShowVerdictsLink() {
  const translate = useTranslate();
  const verdicts = useContext(VerdictsContext);
  if (!verdicts?.verdicts.length || verdicts.open) return null;
  const { documentId, show } = verdicts;
  return (
    <Button size="small" color="inherit" onClick={show} aria-controls={verdictsPanelId(documentId)} sx={{ ml: 1, py: 0, textDecoration: 'underline', textTransform: 'none' }} data-testid="verdicts-show">
      {translate('portico.pdf.verdicts.show')}
    </Button>
  );
}
