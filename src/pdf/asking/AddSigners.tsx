import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useLocaleState, useTranslate } from 'react-admin';
import { MAX_SIGNERS } from '../../shared/signing/wire';
import { AccountPicker } from '../signers/AccountPicker';
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
  const t = (key: string) => translate(`portico.pdf.ask.${key}`);
  const named = new Set(draft.signers.flatMap((s) => (s.login ? [s.login.toLowerCase()] : [])));
  const full = draft.signers.length >= MAX_SIGNERS;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <AccountPicker
        documentId={documentId}
        label={t('addAccount')}
        named={named}
        disabled={full}
        onPick={(picked) => setDraft((d) => addSigner(d, { login: picked.login, name: picked.name }))}
        testId="ask-account"
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
