import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dialogContainer } from '../signing/dialog-container';
import { useAsking } from './asking-context';

/** The modes offered by what they ask of signers (docs/signing.md, Modes); 4 and 5 behave as 1 and show only when the family has one. */
const OFFERED = [0, 1, 2, 3];

/** Today in the browser's calendar, as a date input writes it: the earliest due date. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The request's mode, in words, and its due date. The browser's own date input: the date pickers'
 * script (the DateInput chunk, 43 kB compressed) would be seven times the panel's own (6 kB).
 */
export function RequestSettings() {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const modes = OFFERED.includes(draft.imgManage) ? OFFERED : [...OFFERED, draft.imgManage];
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        select
        label={t('mode')}
        size="small"
        value={draft.imgManage}
        onChange={(event) => setDraft((d) => ({ ...d, imgManage: Number(event.target.value), refusal: null }))}
        slotProps={{ select: { inputProps: { 'data-testid': 'ask-mode' }, MenuProps: { container: dialogContainer } } }}
        sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
      >
        {modes.map((mode) => (
          <MenuItem key={mode} value={mode} sx={{ whiteSpace: 'normal' }}>
            {t(`modes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('dueDate')}
        type="date"
        size="small"
        value={draft.dueDate}
        onChange={(event) => setDraft((d) => ({ ...d, dueDate: event.target.value, refusal: null }))}
        helperText={t('dueDateHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today(), 'data-testid': 'ask-due-date' } }}
      />
    </Box>
  );
}
