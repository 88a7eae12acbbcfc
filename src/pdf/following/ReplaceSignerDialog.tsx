import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ReplaceSignerBody, SignerCandidate, SignerView } from '../../shared/signing/requests';
import { dialogContainer } from '../signing/dialog-container';
import { AccountPicker } from '../signers/AccountPicker';
import { PersonFields } from '../signers/PersonFields';
import { personProblems, type Person } from '../signers/person';

interface Props {
  documentId: number;
  /** The signer to replace; none while the dialog is closed. */
  signer: SignerView | null;
  /** The logins the request names already (in lower case): not offered. */
  named: ReadonlySet<string>;
  busy: boolean;
  problem?: string;
  onSubmit(body: ReplaceSignerBody): void;
  onClose(): void;
}

/** Who signs instead of a signer who has not signed: an account found by name, or a person by e-mail; same step, same boxes. */
export function ReplaceSignerDialog({ signer, busy, onClose, ...form }: Props) {
  const translate = useTranslate();
  return (
    <Dialog container={dialogContainer} open={!!signer} onClose={busy ? undefined : onClose} aria-labelledby="replace-signer-title" fullWidth maxWidth="xs" data-testid="replace-dialog">
      {signer && (
        <>
          <DialogTitle id="replace-signer-title">{translate('portico.pdf.follow.replaceTitle', { name: signer.name })}</DialogTitle>
          <ReplaceForm signer={signer} busy={busy} onClose={onClose} {...form} />
        </>
      )}
    </Dialog>
  );
}

function ReplaceForm({ documentId, named, busy, problem, onSubmit, onClose }: Props & { signer: SignerView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [kind, setKind] = useState<'account' | 'person'>('account');
  const [picked, setPicked] = useState<SignerCandidate>();
  const [person, setPerson] = useState<Person>({ email: '', name: '', langKey: locale });
  const [tried, setTried] = useState(false);
  const t = (key: string, options?: object) => translate(`portico.pdf.follow.${key}`, options);
  const problems = tried && kind === 'person' ? personProblems(person.email, person.name) : {};
  const submit = () => {
    setTried(true);
    if (kind === 'account' && picked) onSubmit({ login: picked.login });
    if (kind === 'person' && !Object.keys(personProblems(person.email, person.name)).length) onSubmit({ email: person.email.trim(), name: person.name.trim(), langKey: person.langKey as ReplaceSignerBody['langKey'] });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <DialogContentText>{t('replaceIntro')}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <RadioGroup row value={kind} onChange={(event) => setKind(event.target.value as 'account' | 'person')} aria-label={t('replaceWith')}>
          <FormControlLabel value="account" control={<Radio size="small" />} label={t('anAccount')} />
          <FormControlLabel value="person" control={<Radio size="small" />} label={t('aPerson')} />
        </RadioGroup>
        {kind === 'account' ? (
          <>
            <AccountPicker documentId={documentId} label={t('findAccount')} named={named} onPick={setPicked} testId="replace-account" />
            <Typography variant="body2" color={tried && !picked ? 'error' : 'text.secondary'} data-testid="replace-picked">
              {picked ? t('picked', { name: picked.name, login: picked.login }) : t(tried ? 'pickFirst' : 'noneChosen')}
            </Typography>
          </>
        ) : (
          <PersonFields person={person} problems={problems} onChange={(patch) => setPerson((p) => ({ ...p, ...patch }))} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('portico.pdf.sign.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="replace-submit">
          {t('replace')}
        </Button>
      </DialogActions>
    </form>
  );
}
