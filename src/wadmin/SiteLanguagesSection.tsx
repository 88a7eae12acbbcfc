import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../i18n/languages';
import { saveLangs, type ManagedSite } from './site';
import { SiteSection } from './SiteSection';
import { useSectionSave } from './useSectionSave';

/** The languages the site offers (`PUT api/sites/langs`), in the order of the interface's list. */
export function SiteLanguagesSection({ site, onSaved }: { site: ManagedSite; onSaved: (site: ManagedSite) => void }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string[]>((site.langs ?? '').split(',').map((c) => c.trim()).filter(Boolean));
  const { busy, error, run } = useSectionSave(onSaved);
  const toggle = (code: string, on: boolean) =>
    setChosen((old) => LANGUAGES.map((l) => l.locale).filter((c) => (c === code ? on : old.includes(c))));
  return (
    <SiteSection
      title="portico.siteManagement.languages"
      hint="portico.siteManagement.languagesHint"
      testId="site-langs"
      busy={busy}
      error={error}
      canSave={chosen.length > 0}
      onSave={() => void run(() => saveLangs(chosen))}
    >
      <FormGroup row>
        {LANGUAGES.map((l) => (
          <FormControlLabel
            key={l.locale}
            control={<Checkbox checked={chosen.includes(l.locale)} onChange={(e) => toggle(l.locale, e.target.checked)} slotProps={{ input: { 'data-testid': `site-lang-${l.locale}` } as object }} />}
            label={`${l.name} (${l.locale})`}
          />
        ))}
      </FormGroup>
      {!chosen.length && <FormHelperText error>{translate('portico.siteManagement.oneLanguage')}</FormHelperText>}
    </SiteSection>
  );
}
