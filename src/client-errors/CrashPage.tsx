import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchWithToken } from '../providers/httpClient';
import type { CrashReport } from '../shared/crash-report';

/** Sends what crashed to the server, which mails it to the administrators. Best effort: never throws. */
export function reportCrash(error: Error) {
  void fetchWithToken('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: String(error.message).slice(0, 2000), stack: String(error.stack ?? '').slice(0, 20000), url: window.location.href } satisfies CrashReport),
  }).catch(() => undefined);
}

/** The unexpected-error page: a danger alert, and Reload, which reloads the site from its origin. */
export function CrashPage({ error }: { error?: Error }) {
  const translate = useTranslate();
  useEffect(() => {
    if (error) reportCrash(error);
  }, [error]);
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        variant="filled"
        data-testid="crash"
        action={
          <Button color="inherit" variant="outlined" onClick={() => window.location.assign(window.location.origin)}>
            {translate('portico.crash.reload')}
          </Button>
        }
      >
        <AlertTitle>{translate('portico.crash.title')}</AlertTitle>
        {translate('portico.crash.message')}
      </Alert>
    </Box>
  );
}
