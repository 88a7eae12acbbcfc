import { useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SignerCandidate } from '../../shared/signing/requests';
import { dialogContainer } from '../signing/dialog-container';
import { candidatesQuery } from './candidates';

interface Props {
  documentId: number;
  label: string;
  /** Logins (in lower case) not to offer: those already named. */
  named: ReadonlySet<string>;
  onPick(candidate: SignerCandidate): void;
  disabled?: boolean;
  testId: string;
}

/**
 * An account found by its login or name among those the server says may be asked to sign the
 * document (`sign/candidates`), the ones already named left out: asking names signers with it, and
 * following a request names the one who signs instead of another.
 */
export function AccountPicker({ documentId, label, named, onPick, disabled, testId }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const candidates = useQuery({ ...candidatesQuery(documentId, typed.trim()), enabled: open });
  const options = (candidates.data ?? []).filter((c) => !named.has(c.login.toLowerCase()));
  return (
    <Autocomplete<SignerCandidate>
      options={options}
      value={null}
      inputValue={typed}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(value);
      }}
      onChange={(_, picked) => {
        if (!picked) return;
        onPick(picked);
        setTyped('');
      }}
      // The server searched by what was typed: the options are not filtered again.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.login === b.login}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {option.login}
            </Typography>
          </span>
        </li>
      )}
      loading={candidates.isFetching}
      loadingText={translate('portico.pdf.ask.searching')}
      noOptionsText={translate('portico.pdf.ask.noCandidates')}
      disabled={disabled}
      size="small"
      // In full screen only the viewer shows: the options open inside it.
      slotProps={{ popper: { container: dialogContainer } }}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />}
    />
  );
}
