import { useQuery } from '@tanstack/react-query';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../app/lazyPage';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A permission check with a live hint: whether it compiles, with the parser's words when it does not,
 * from the same module the server evaluates checks with (loaded when the field first shows).
 */
export function CheckField({ value, onChange, error }: Props) {
  const translate = useTranslate();
  const checks = useQuery({
    queryKey: ['permission-checks-module'],
    queryFn: () => loadChunk(() => import('../../shared/permission-checks')),
    staleTime: Infinity,
  });
  const compiled = value.trim() && checks.data ? checks.data.compileCheck(value) : undefined;
  const hint = !value.trim()
    ? translate('portico.pageManagement.checkEmpty')
    : !compiled
      ? ' '
      : compiled.ok
        ? translate('portico.pageManagement.checkCompiles')
        : translate('portico.pageManagement.checkFails', { problem: compiled.problem });
  return (
    <TextField
      label={translate('portico.pageManagement.permissionChecks')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      error={!!error || compiled?.ok === false}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'page-check', style: { fontFamily: 'monospace', fontSize: 13 } }, formHelperText: { 'data-testid': 'page-check-hint' } as object }}
    />
  );
}
