import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The frame of an administration page: its title (in the app bar and as the heading), actions, an error. */
export function AdminPage({ title, actions, error, children }: { title: string; actions?: ReactNode; error?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(title)} />
      {/* Gaps rather than margins: actions wrapped below the heading on a phone line up with it. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(title)}
        </Typography>
        {actions}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="admin-error">
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}

/** The message of a failed call, as apiFetch words it. */
export const messageOf = (error: unknown) => (error as Error)?.message || 'Unknown error';

/** The message of the first of a page's failures (its actions', then its reads'), or none. */
export const failureOf = (...errors: unknown[]): string | undefined => {
  const error = errors.find(Boolean);
  return error ? messageOf(error) : undefined;
};
