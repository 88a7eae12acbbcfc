import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { saveGeneral, themesQuery, type ManagedSite } from './site';
import { SiteSection } from './SiteSection';
import { useSectionSave } from './useSectionSave';

/** The form's logo preview is at most 100 px high (spec constants). */
const LOGO_PREVIEW_HEIGHT = 100;

interface Logo {
  data: string;
  type: string;
}

/** Name, description, theme, captcha and logo: saved together with `PATCH api/sites/{id}`. */
export function SiteGeneralSection({ site, onSaved }: { site: ManagedSite; onSaved: (site: ManagedSite) => void }) {
  const translate = useTranslate();
  // A failed read of the themes leaves their list empty, as before they come.
  const themes = useQuery(themesQuery()).data ?? [];
  const [name, setName] = useState(site.name ?? '');
  const [description, setDescription] = useState(site.description ?? '');
  const [theme, setTheme] = useState<number | ''>(site.theme?.id ?? '');
  const [captcha, setCaptcha] = useState(Boolean(site.captchaEnabled));
  const [logo, setLogo] = useState<Logo>({ data: site.logo ?? '', type: site.logoContentType ?? '' });
  const [tried, setTried] = useState(false);
  const { busy, error, setError, run } = useSectionSave(onSaved);

  const missing = { name: !name.trim(), theme: theme === '', logo: !logo.data };
  const required = translate('ra.validation.required');
  const save = () => {
    setTried(true);
    if (missing.name || missing.theme || missing.logo) return;
    void run(() =>
      saveGeneral(site.id, {
        name: name.trim(),
        description: description || null,
        theme: { id: Number(theme) },
        captchaEnabled: captcha,
        logo: logo.data,
        logoContentType: logo.type,
      }),
    );
  };

  return (
    <SiteSection title="portico.siteManagement.general" testId="site-general" busy={busy} error={error} onSave={save}>
      <TextField
        label={translate('portico.siteManagement.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={tried && missing.name}
        helperText={tried && missing.name ? required : undefined}
        slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'site-name' } }}
        fullWidth
      />
      <TextField
        label={translate('portico.siteManagement.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'site-description' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={translate('portico.siteManagement.theme')}
          value={themes.length ? theme : ''}
          onChange={(e) => setTheme(Number(e.target.value))}
          required
          error={tried && missing.theme}
          helperText={tried && missing.theme ? required : undefined}
          sx={{ width: { xs: '100%', sm: 360 }, flexShrink: 0 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'site-theme' } as object } }}
        >
          {themes.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={captcha} onChange={(e) => setCaptcha(e.target.checked)} slotProps={{ input: { 'data-testid': 'site-captcha' } as object }} />}
          label={translate('portico.siteManagement.captcha')}
          sx={{ ml: { sm: 1 } }}
        />
      </Stack>
      <LogoField logo={logo} invalid={tried && missing.logo} onChange={setLogo} onRefused={() => setError(translate('portico.siteManagement.logoNotImage'))} />
    </SiteSection>
  );
}

/** The logo: its preview, or the required mark; a chosen image is read into base64 in the browser. */
function LogoField({ logo, invalid, onChange, onRefused }: { logo: Logo; invalid: boolean; onChange: (logo: Logo) => void; onRefused: () => void }) {
  const translate = useTranslate();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return onRefused();
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      onChange({ data: url.slice(url.indexOf(',') + 1), type: file.type });
    };
    reader.readAsDataURL(file);
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: invalid ? 'error.main' : 'text.secondary', mb: 1 }}>
        {translate('portico.siteManagement.logo')} *
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {logo.data ? (
          <Box
            component="img"
            src={`data:${logo.type || 'image/png'};base64,${logo.data}`}
            alt={translate('portico.siteManagement.logo')}
            data-testid="site-logo-preview"
            sx={{ maxHeight: LOGO_PREVIEW_HEIGHT, maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
          />
        ) : (
          <Typography variant="body2" color="error">
            {translate('ra.validation.required')}
          </Typography>
        )}
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          {translate('portico.siteManagement.chooseLogo')}
          <input hidden type="file" accept="image/*" onChange={pick} data-testid="site-logo-input" />
        </Button>
      </Stack>
    </Box>
  );
}
