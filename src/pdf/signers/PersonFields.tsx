import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../i18n/languages';
import { dialogContainer } from '../signing/dialog-container';
import type { Person, PersonProblems } from './person';

interface Props {
  person: Partial<Person>;
  /** What each field lacks (translation keys), shown once the form was tried. */
  problems: PersonProblems;
  onChange(patch: Partial<Person>): void;
}

/** An external signer's e-mail address, name and the language of the mails they are sent, with what each lacks. */
export function PersonFields({ person, problems, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const change = (field: keyof Person) => (event: { target: { value: string } }) => onChange({ [field]: event.target.value });
  const help = (problem: string | undefined) => ({ error: !!problem, helperText: problem ? translate(problem) : undefined });
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <TextField
        label={t('email')}
        type="email"
        size="small"
        required
        autoComplete="off"
        value={person.email ?? ''}
        onChange={change('email')}
        {...help(problems.email)}
        slotProps={{ htmlInput: { 'data-testid': 'ask-email' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={t('name')}
          size="small"
          required
          value={person.name ?? ''}
          onChange={change('name')}
          {...help(problems.name)}
          slotProps={{ htmlInput: { 'data-testid': 'ask-name' } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          select
          label={t('language')}
          size="small"
          value={person.langKey ?? 'en'}
          onChange={change('langKey')}
          slotProps={{ select: { inputProps: { 'data-testid': 'ask-language' }, MenuProps: { container: dialogContainer } } }}
          sx={{ flex: '0 0 120px' }}
        >
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
