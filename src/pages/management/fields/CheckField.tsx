import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCheckProblem } from './useCheckProblem';

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
 * A page's or widget's permission check with a live hint: whether it compiles, with the compiler's words
 * when it does not, from the same module the server compiles checks with. The forms holding it refuse
 * to save a check that does not compile (useCheckProblem).
 */
export function CheckField({ value, onChange, error, emptyHint, testId }: Props) {
  const translate = useTranslate();
  const { ready, problem } = useCheckProblem(value);
  const hint = !value.trim()
    ? emptyHint
    : !ready
      ? ' '
      : problem === undefined
        ? translate('portico.pageManagement.checkCompiles')
        : translate('portico.pageManagement.checkFails', { problem });
  return (
    <TextField
      label={translate('portico.pageManagement.permissionChecks')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      error={!!error || problem !== undefined}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': testId, style: { fontFamily: 'monospace', fontSize: 13 } }, formHelperText: { 'data-testid': `${testId}-hint` } as object }}
    />
  );
}
