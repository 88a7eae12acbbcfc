import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveConf, type ManagedSite } from './site';
import { SiteSection } from './SiteSection';
import { useSectionSave } from './useSectionSave';

/** Why the text is not a JSON object, or undefined when it is one. */
function problemOf(text: string): 'syntax' | 'notObject' | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? undefined : 'notObject';
  } catch {
    return 'syntax';
  }
}

/** The site's configuration, a JSON object edited as text (`PUT api/sites/conf`). */
export function SiteConfSection({ site, onSaved }: { site: ManagedSite; onSaved: (site: ManagedSite) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(site.conf?.trim() ? site.conf : '{}');
  const { busy, error, run } = useSectionSave(onSaved);
  const problem = problemOf(text);
  return (
    <SiteSection
      title="portico.siteManagement.conf"
      hint="portico.siteManagement.confHint"
      testId="site-conf"
      busy={busy}
      error={error}
      canSave={!problem}
      onSave={() => void run(() => saveConf(JSON.parse(text) as Record<string, unknown>))}
    >
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={6}
        maxRows={24}
        fullWidth
        error={Boolean(problem)}
        helperText={problem ? translate(`portico.siteManagement.conf_${problem}`) : translate('portico.siteManagement.confValid')}
        // The card's title names the text area itself (an aria-label on the TextField would land on its wrapper).
        slotProps={{ htmlInput: { 'aria-labelledby': 'site-conf-title', spellCheck: false, 'data-testid': 'site-conf-text', style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </SiteSection>
  );
}
