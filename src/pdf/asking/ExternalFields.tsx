import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../i18n/languages';
import type { DraftSigner } from './draft';
import { updateSigner } from './draft-edits';
import { dialogContainer } from '../signing/dialog-container';
import { useAsking } from './asking-context';
import type { SignerProblems } from './request-body';

/** An external signer's e-mail address, name and the language of the mails they are sent, with what each lacks. */
export function ExternalFields({ signer, problems }: { signer: DraftSigner; problems: SignerProblems }) {
  const translate = useTranslate();
  const { setDraft } = useAsking();
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const change = (field: 'email' | 'name' | 'langKey') => (event: { target: { value: string } }) => setDraft((d) => updateSigner(d, signer.key, { [field]: event.target.value }));
  const help = (problem: string | undefined) => ({ error: !!problem, helperText: problem ? translate(problem) : undefined });
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <TextField
        label={t('email')}
        type="email"
        size="small"
        required
        autoComplete="off"
        value={signer.email ?? ''}
        onChange={change('email')}
        {...help(problems.email)}
        slotProps={{ htmlInput: { 'data-testid': 'ask-email' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField label={t('name')} size="small" required value={signer.name} onChange={change('name')} {...help(problems.name)} slotProps={{ htmlInput: { 'data-testid': 'ask-name' } }} sx={{ flex: 1, minWidth: 0 }} />
        <TextField select label={t('language')} size="small" value={signer.langKey ?? 'en'} onChange={change('langKey')} slotProps={{ select: { inputProps: { 'data-testid': 'ask-language' }, MenuProps: { container: dialogContainer } } }} sx={{ flex: '0 0 120px' }}>
          {LANGUAGES.map((l) => (
            <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
