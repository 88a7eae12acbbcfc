import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from '../console/AdminPage';
import { fieldErrorsOf, saveIdentity, type ManagedSite } from './site';
import { SiteSection } from './SiteSection';
import { useSectionSave } from './useSectionSave';

type Which = 'wservice' | 'wguest';
const FIELD = { wservice: 'wserviceUser', wguest: 'wguestUser' } as const;

/** One identity towards the document store: an account's login, checked by the server (`PUT api/sites/{which}`). */
function IdentitySection({ which, site, onSaved }: { which: Which; site: ManagedSite; onSaved: (site: ManagedSite) => void }) {
  const translate = useTranslate();
  const [login, setLogin] = useState(site[FIELD[which]] ?? '');
  // A login nobody has is worded here; the other failures as the HTTP client words them.
  const describe = (e: unknown) =>
    fieldErrorsOf(e)[FIELD[which]] === 'NotFound' ? translate('portico.siteManagement.unknownLogin', { login: login.trim() }) : messageOf(e);
  const { busy, error, run } = useSectionSave((saved) => {
    setLogin(saved[FIELD[which]] ?? '');
    onSaved(saved);
  }, describe);
  return (
    <SiteSection
      title={`portico.siteManagement.${which}`}
      hint={`portico.siteManagement.${which}Hint`}
      testId={`site-${which}`}
      busy={busy}
      error={error}
      onSave={() => void run(() => saveIdentity(which, login))}
    >
      <TextField
        label={translate('portico.siteManagement.login')}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={Boolean(error)}
        helperText={translate('portico.siteManagement.emptyIdentity')}
        slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'off', 'data-testid': `site-${which}-login` } }}
        sx={{ maxWidth: 360 }}
      />
    </SiteSection>
  );
}

/** The service and guest identities, side by side on wide screens. */
export function SiteIdentitiesSection(props: { site: ManagedSite; onSaved: (site: ManagedSite) => void }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
      <IdentitySection which="wservice" {...props} />
      <IdentitySection which="wguest" {...props} />
    </Stack>
  );
}
