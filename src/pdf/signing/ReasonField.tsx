import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SignInfo } from '../../shared/signing/wire';
import { listEntries } from './sign-api';
import { dialogContainer } from './dialog-container';

interface Props {
  info: SignInfo;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}

/** The reason's entries (a value list) and the default matched against them ignoring case, or undefined while they load. */
export function useReasons(info: SignInfo | undefined) {
  const list = info && info.reasonValueList !== -1 ? info.reasonValueList : undefined;
  return useQuery({
    queryKey: ['sign-reasons', list],
    queryFn: ({ signal }) => listEntries(list!, signal),
    enabled: list !== undefined,
    staleTime: 60_000,
  });
}

/** The reason of 001 §5: a select of the list's entries, or a 3-row text; read-only when not editable, required when mandatory. */
export function ReasonField({ info, value, onChange, disabled }: Props) {
  const translate = useTranslate();
  const reasons = useReasons(info);
  const missing = info.reasonMandatory && !value.trim();
  const common = {
    label: translate('portico.pdf.sign.reason'),
    value,
    required: info.reasonMandatory,
    disabled,
    fullWidth: true,
    margin: 'dense' as const,
    error: missing,
    helperText: missing ? translate('portico.pdf.sign.required') : ' ',
    slotProps: { input: { readOnly: !info.reasonEditable } },
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (info.reasonValueList === -1) return <TextField {...common} multiline rows={3} id="sign-reason" />;
  return (
    <TextField {...common} select id="sign-reason" slotProps={{ input: { readOnly: !info.reasonEditable }, select: { inputProps: { 'data-testid': 'sign-reason' }, MenuProps: { container: dialogContainer } } }}>
      {(reasons.data ?? []).map((entry) => (
        <MenuItem key={entry.id} value={entry.label}>
          {entry.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
