import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dialogContainer } from '../signing/dialog-container';
import { useAsking } from './asking-context';
import type { AskDraft } from './draft';
import { followUpProblems } from './request-body';

/**
 * What follows the request (docs/signing.md, "Reminders and expiry"): a message for the invitations,
 * reminders mailed by themselves (every so many days; so many days before the due date), and what
 * the due date does: remind once more, or end the request unsigned. The last two need a due date.
 */
export function RequestFollowUp() {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const edit = (change: Partial<AskDraft>) => setDraft((d) => ({ ...d, ...change, refusal: null }));
  const problems = draft.tried ? followUpProblems(draft) : {};
  const days = (field: 'everyDays' | 'beforeDueDays', disabled = false) => (
    <TextField
      label={t(field)}
      type="number"
      size="small"
      disabled={disabled}
      value={disabled ? '' : draft[field]}
      onChange={(event) => edit({ [field]: event.target.value })}
      error={!!problems[field]}
      helperText={problems[field] ? translate(problems[field]) : t(`${field}Help`)}
      // What the field needs stays readable while it is disabled (the disabled grey is too faint for text).
      slotProps={{ htmlInput: { min: 1, max: 90, step: 1, 'data-testid': `ask-${field}` }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        label={t('message')}
        size="small"
        multiline
        minRows={2}
        value={draft.message}
        onChange={(event) => edit({ message: event.target.value })}
        helperText={t('messageHelp')}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'ask-message' } }}
      />
      {days('everyDays')}
      {days('beforeDueDays', !draft.dueDate)}
      <TextField
        select
        label={t('onDue')}
        size="small"
        disabled={!draft.dueDate}
        value={draft.dueDate ? draft.onDue : 'remind'}
        onChange={(event) => edit({ onDue: event.target.value as AskDraft['onDue'] })}
        slotProps={{ select: { inputProps: { 'data-testid': 'ask-on-due' }, MenuProps: { container: dialogContainer } } }}
      >
        <MenuItem value="remind">{t('onDueRemind')}</MenuItem>
        <MenuItem value="expire">{t('onDueExpire')}</MenuItem>
      </TextField>
    </Box>
  );
}
