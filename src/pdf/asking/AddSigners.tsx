import { useState } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { MAX_SIGNERS } from '../../shared/signing/wire';
import type { SignerCandidate } from '../../shared/signing/requests';
import { candidatesQuery } from './ask-api';
import { dialogContainer } from '../signing/dialog-container';
import { useAsking } from './asking-context';
import { addSigner } from './draft-edits';

/**
 * Adding signers: an account found by its login or name among those the server says may be asked
 * (the ones already named left out), or an external person, whose address, name and language are
 * then typed in their row (in the asker's language to begin with).
 */
export function AddSigners() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { documentId, draft, setDraft } = useAsking();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const candidates = useQuery({ ...candidatesQuery(documentId, typed.trim()), enabled: open });
  const named = new Set(draft.signers.map((s) => s.login?.toLowerCase()));
  const options = (candidates.data ?? []).filter((c) => !named.has(c.login.toLowerCase()));
  const full = draft.signers.length >= MAX_SIGNERS;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
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
          setDraft((d) => addSigner(d, { login: picked.login, name: picked.name }));
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
        loadingText={t('searching')}
        noOptionsText={t('noCandidates')}
        disabled={full}
        size="small"
        // In full screen only the viewer shows: the options open inside it.
        slotProps={{ popper: { container: dialogContainer } }}
        renderInput={(params) => <TextField {...params} label={t('addAccount')} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'ask-account' } }} />}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<PersonAddIcon />}
        disabled={full}
        onClick={() => setDraft((d) => addSigner(d, { name: '', email: '', langKey: locale }))}
        data-testid="ask-add-external"
        sx={{ justifySelf: 'start' }}
      >
        {t('addExternal')}
      </Button>
    </Box>
  );
}
