import { useEffect, useState } from 'react';
import { Alert, Box, IconButton, Stack, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useFormContext } from 'react-hook-form';
import { TextInput, required, useTranslate } from 'react-admin';
import { apiFetch } from '../../providers/httpClient';

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 70;

interface Captcha {
  hiddenCaptcha: string;
  captchaImgBASE64: string;
}

/**
 * The captcha image, its answer (`captcha`) and the server's token (`hiddenCaptcha`, a hidden form
 * value). A new captcha loads on mount and whenever `generation` changes (after a failed attempt).
 */
export function CaptchaField({ generation = 0 }: { generation?: number }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [captcha, setCaptcha] = useState<Captcha>();
  const [failed, setFailed] = useState(false);

  // Bumped to ask for another captcha (the refresh button); `generation` does the same from outside.
  const [requested, setRequested] = useState(0);

  useEffect(() => {
    let live = true;
    setValue('captcha', '');
    apiFetch<Captcha>('/api/composer/captcha').then(
      ({ json, status }) => {
        if (!live) return;
        const ok = status === 200 && Boolean(json?.captchaImgBASE64);
        setCaptcha(ok ? json : undefined);
        setFailed(!ok);
        if (ok) setValue('hiddenCaptcha', json.hiddenCaptcha);
      },
      () => {
        if (!live) return;
        setCaptcha(undefined);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [setValue, generation, requested]);

  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          sx={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50', overflow: 'hidden' }}
        >
          {captcha && (
            <img src={`data:image/png;base64,${captcha.captchaImgBASE64}`} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} alt={translate('portico.captcha.image')} data-testid="captcha-image" />
          )}
        </Box>
        <Tooltip title={translate('portico.captcha.refresh')}>
          <IconButton onClick={() => setRequested((n) => n + 1)} aria-label={translate('portico.captcha.refresh')}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('portico.captcha.loadError')}
        </Alert>
      )}
      <TextInput source="captcha" label="portico.captcha.label" validate={required()} autoComplete="off" fullWidth helperText={false} />
    </Box>
  );
}
