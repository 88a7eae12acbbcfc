import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { passwordLevel, STRENGTH_LEVELS } from '../shared/password-strength';

const COLOURS = ['#e53935', '#fb8c00', '#fdd835', '#9ccc65', '#43a047'];

/** Five bars that fill as the password watched in the form gets stronger. */
export function PasswordStrengthBar({ source }: { source: string }) {
  const translate = useTranslate();
  const password: string = useWatch({ name: source }) ?? '';
  const level = password ? passwordLevel(password) : 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }} data-testid="strength" data-level={level}>
      <Typography variant="caption" color="text.secondary">
        {translate('portico.password.strength')}
      </Typography>
      {Array.from({ length: STRENGTH_LEVELS }, (_, i) => (
        <Box key={i} sx={{ width: 28, height: 6, borderRadius: 1, bgcolor: i < level ? COLOURS[level - 1] : 'action.disabledBackground' }} />
      ))}
    </Stack>
  );
}
