import { useQuery } from '@tanstack/react-query';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../app/lazyPage';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** What an empty check means where it is (a page, a widget). */
  emptyHint: string;
  /** Names the field and its hint for tests: `{testId}` and `{testId}-hint`. */
  testId: string;
}

/**
 * A page's or widget's permission check with a live hint: whether it compiles, with the parser's words
 * when it does not, from the same module the server evaluates checks with (loaded when first shown).
 */
export function CheckField({ value, onChange, error, emptyHint, testId }: Props) {
  const translate = useTranslate();
  const checks = useQuery({
    queryKey: ['permission-checks-module'],
    queryFn: () => loadChunk(() => import('../../shared/permission-checks')),
    staleTime: Infinity,
  });
  const compiled = value.trim() && checks.data ? checks.data.compileCheck(value) : undefined;
  const hint = !value.trim()
    ? emptyHint
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
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': testId, style: { fontFamily: 'monospace', fontSize: 13 } }, formHelperText: { 'data-testid': `${testId}-hint` } as object }}
    />
  );
}
