import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { compileCheck } from '../../shared/permission-checks';

/**
 * A widget's permission check with a live hint: whether it compiles, with the parser's words when it
 * does not, from the module the server evaluates checks with (in this dialog's chunk already).
 */
export function WidgetCheckField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const translate = useTranslate();
  const compiled = value.trim() ? compileCheck(value) : undefined;
  const hint = !compiled
    ? translate('portico.pageManagement.widgets.checkEmpty')
    : compiled.ok
      ? translate('portico.pageManagement.widgets.checkCompiles')
      : translate('portico.pageManagement.widgets.checkFails', { problem: compiled.problem });
  return (
    <TextField
      label={translate('portico.pageManagement.widgets.permissionChecks')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      error={!!error || compiled?.ok === false}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'widget-check', style: { fontFamily: 'monospace', fontSize: 13 } }, formHelperText: { 'data-testid': 'widget-check-hint' } as object }}
    />
  );
}
