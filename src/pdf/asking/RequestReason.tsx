import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { findList, useValueLists } from '../../docstore/useFamilies';
import { dialogContainer } from '../signing/dialog-container';
import { listEntries } from '../signing/sign-api';
import { useAsking } from './asking-context';
import type { ReasonRules } from './draft';
import { reasonProblem } from './request-body';

/** The longest reason a signer may give (the server's rule). */
const MAX_REASON = 200;

/**
 * The reason rules of the request (docs/signing.md, "Asking in the viewer"): whether signers must give
 * a reason, the reason filled in for them (an entry of the family's list when it has one), and
 * whether they may change it. They start as the sign info has them.
 */
export function RequestReason() {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  const { reason } = draft;
  const fromList = reason.list !== -1;
  const entries = useQuery({ queryKey: ['sign-reasons', reason.list], queryFn: ({ signal }) => listEntries(reason.list, signal), enabled: fromList, staleTime: 60_000 });
  // The list's name, to say where signers choose from.
  const lists = useValueLists();
  const listName = fromList ? (findList(lists.data, reason.list)?.name ?? '…') : '';
  const t = (key: string, options?: object) => translate(`portico.pdf.ask.${key}`, options);
  const edit = (change: Partial<ReasonRules>) => setDraft((d) => ({ ...d, reason: { ...d.reason, ...change }, refusal: null }));
  const problem = draft.tried ? reasonProblem(draft) : undefined;
  const check = (field: 'mandatory' | 'editable') => (
    <FormControlLabel
      control={<Checkbox size="small" checked={reason[field]} onChange={(event) => edit({ [field]: event.target.checked })} slotProps={{ input: { 'data-testid': `ask-reason-${field}` } as object }} />}
      label={<Typography variant="body2" component="span">{t(`reason.${field}`)}</Typography>}
    />
  );
  const common = {
    label: t('reason.default'),
    size: 'small' as const,
    fullWidth: true,
    value: reason.default,
    onChange: (event: { target: { value: string } }) => edit({ default: event.target.value }),
    error: !!problem,
    helperText: problem ? translate(problem) : fromList ? t('reason.defaultFromList', { list: listName }) : t('reason.defaultHelp'),
  };
  return (
    <Box component="section" aria-labelledby="ask-reason-title" sx={{ mt: 2 }}>
      <Typography id="ask-reason-title" component="h3" variant="overline" color="text.secondary">
        {t('reason.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {check('mandatory')}
        {fromList ? (
          <TextField {...common} select slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, inputProps: { 'data-testid': 'ask-reason-default' }, MenuProps: { container: dialogContainer } } }}>
            <MenuItem value="">
              <em>{t('reason.noDefault')}</em>
            </MenuItem>
            {/* The default as the sign info has it may differ from its entry in case only. */}
            {(entries.data ?? []).map((entry) => (
              <MenuItem key={entry.id} value={entry.label.toLowerCase() === reason.default.toLowerCase() ? reason.default : entry.label}>
                {entry.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField {...common} slotProps={{ htmlInput: { maxLength: MAX_REASON, 'data-testid': 'ask-reason-default' } }} />
        )}
        {check('editable')}
      </Box>
    </Box>
  );
}
