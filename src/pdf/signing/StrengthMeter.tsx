import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordLevel, STRENGTH_LEVELS } from '../../shared/password-strength';

const COLOURS = ['#c62828', '#ef6c00', '#f9a825', '#7cb342', '#2e7d32'];

/** The 5-level strength meter of 001 §5, from the shared rule: as many bars lit as the level. */
export function StrengthMeter({ password }: { password: string }) {
  const translate = useTranslate();
  const level = password ? passwordLevel(password) : 0;
  const label = translate('portico.pdf.sign.password.strength', { level });
  return (
    <Box sx={{ mb: 1 }}>
      <Box role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={STRENGTH_LEVELS} aria-valuenow={level} data-testid="strength-meter" data-level={level} sx={{ display: 'flex', gap: 0.5 }}>
        {COLOURS.map((colour, i) => (
          <Box key={colour} sx={{ flex: 1, height: 6, borderRadius: 1, bgcolor: i < level ? colour : 'action.disabledBackground' }} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
