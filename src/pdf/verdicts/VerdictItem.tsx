import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslate } from 'react-admin';
import type { SignatureVerdict } from '../../shared/signing/signature-verdicts';
import { CertificateDetails } from './CertificateDetails';
import { coverageText, levelText, reasonTexts, revocationTexts, signerText, timeTexts, verdictText } from './verdict-texts';

/** Each verdict's icon and colour; the words say it too. */
const LOOK = {
  valid: { icon: CheckCircleIcon, color: 'success.main', text: 'success.dark' },
  warning: { icon: WarningIcon, color: 'warning.main', text: 'warning.dark' },
  broken: { icon: ErrorIcon, color: 'error.main', text: 'error.dark' },
} as const;

interface Props {
  verdict: SignatureVerdict;
  index: number;
  selected: boolean;
  onSelect(): void;
}

/** One signature or document timestamp: its verdict and why, then what it says; its heading selects it (and shows its field). */
export function VerdictItem({ verdict: v, index, selected, onSelect }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`portico.pdf.verdicts.${key}`, options);
  const look = LOOK[v.verdict];
  const Icon = look.icon;
  const level = levelText(v, translate);
  const lines = [...timeTexts(v, translate), ...(level ? [level] : []), ...revocationTexts(v, translate), coverageText(v, translate)];
  return (
    <ListItem disablePadding data-testid="verdict" data-verdict={v.verdict} data-kind={v.kind} sx={{ display: 'block', border: 1, borderColor: selected ? 'primary.main' : 'divider', borderLeft: 4, borderLeftColor: look.color, borderRadius: 1 }}>
      <ListItemButton selected={selected} onClick={onSelect} sx={{ display: 'block', py: 0.75 }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t(`kind.${v.kind}`)} {index + 1}: {signerText(v, translate)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: look.text }} data-testid="verdict-word">
          <Icon fontSize="small" sx={{ color: look.color }} aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {verdictText(v, translate)}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {v.page ? t(v.rect ? 'where' : 'whereInvisible', { page: v.page }) : t('nowhere')}
        </Typography>
      </ListItemButton>
      <Box sx={{ px: 2, pb: 1 }}>
        {v.reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5, color: look.text }} data-testid="verdict-reasons">
            {reasonTexts(v, translate).map((text, i) => (
              <Typography component="li" variant="body2" key={i}>
                {text}
              </Typography>
            ))}
          </Box>
        )}
        {v.why && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('why', { why: v.why })}
          </Typography>
        )}
        {lines.map((line, i) => (
          <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="verdict-trust">
          {t(v.trusted ? 'trusted' : 'unknownSigner')}
        </Typography>
        <CertificateDetails verdict={v} index={index} />
      </Box>
    </ListItem>
  );
}
