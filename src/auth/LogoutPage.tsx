import { useEffect } from 'react';
import { Alert, Box } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** `/logout`: signs out, says so, then goes to the site's origin. */
export function LogoutPage() {
  const logout = useLogout();
  const translate = useTranslate();
  useEffect(() => {
    let timer: number | undefined;
    // redirectTo false: the page stays to say it is done (the server has ended the token), then leaves for the origin.
    void logout({}, false).then(() => {
      timer = window.setTimeout(() => window.location.assign(window.location.origin), 1500);
    });
    return () => window.clearTimeout(timer);
  }, [logout]);
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="success" data-testid="logged-out">
        {translate('portico.logout.done')}
      </Alert>
    </Box>
  );
}
