import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { listEntries } from './sign-api';
import { useSigning } from './signing-context';
import { dialogContainer } from './dialog-container';
import { SignErrorAlert } from './SignErrorAlert';

/** The update-authentication modal of a -3 (001 §5): user name, signature password, and the meaning when the answer named a list; then the same signature again. */
export function CredentialsModal() {
  const { modal, close, credentialsAsked } = useSigning();
  const open = modal === 'credentials';
  return (
    <Dialog container={dialogContainer} open={open} onClose={close} aria-labelledby="sign-credentials-title" fullWidth maxWidth="xs">
      {open && <CredentialsForm key={credentialsAsked} />}
    </Dialog>
  );
}

function CredentialsForm() {
  const translate = useTranslate();
  const { repeat, signing, close, meaningsList, login } = useSigning();
  const meanings = useQuery({
    queryKey: ['sign-meanings', meaningsList],
    queryFn: ({ signal }) => listEntries(meaningsList!, signal),
    enabled: meaningsList !== undefined,
  });
  const [username, setUsername] = useState(login ?? '');
  const [password, setPassword] = useState('');
  const [meaning, setMeaning] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const missing = { username: !username.trim(), password: !password, meaning: meaningsList !== undefined && !meaning };
  const invalid = Object.values(missing).some(Boolean);
  const help = (field: keyof typeof missing) => ({
    error: !!touched[field] && missing[field],
    helperText: touched[field] && missing[field] ? translate('portico.pdf.sign.required') : ' ',
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && !signing) void repeat({ signUsername: username.trim(), signPassword: password, ...(meaningsList !== undefined ? { signMeaning: meaning } : {}) });
      }}
    >
      <DialogTitle id="sign-credentials-title">{translate('portico.pdf.sign.credentials.title')}</DialogTitle>
      <DialogContent>
        <SignErrorAlert />
        <TextField id="sign-username" label={translate('portico.pdf.sign.credentials.username')} value={username} onChange={(e) => setUsername(e.target.value)} required fullWidth margin="dense" autoComplete="username" {...help('username')} />
        <TextField id="sign-password" type="password" label={translate('portico.pdf.sign.credentials.password')} value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth margin="dense" autoComplete="current-password" {...help('password')} />
        {meaningsList !== undefined && (
          <TextField id="sign-meaning" select slotProps={{ select: { MenuProps: { container: dialogContainer } } }} label={translate('portico.pdf.sign.credentials.meaning')} value={meaning} onChange={(e) => setMeaning(e.target.value)} required fullWidth margin="dense" {...help('meaning')}>
            {(meanings.data ?? []).map((entry) => (
              <MenuItem key={entry.id} value={entry.label}>
                {entry.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('portico.pdf.sign.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={invalid || signing} data-testid="sign-credentials-submit">
          {translate('portico.pdf.sign.credentials.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
