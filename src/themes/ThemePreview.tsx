import { useMemo } from 'react';
import { Alert, AppBar, Box, Button, Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Toolbar, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { buildTheme } from './build-theme';
import type { ThemeConf } from '../shared/theme-conf';

/**
 * A sample of the portal in a theme, drawn with the theme the portal would build from it: app bar,
 * a card with a link, buttons, a table row and an alert. It only shows: inert and hidden from assistive
 * technology (its heading and hint say what it is), so that its sample buttons are never taken for the form's.
 */
export function ThemePreview({ conf }: { conf: ThemeConf }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`portico.theme.sample.${key}`);
  const theme = useMemo(() => createTheme(buildTheme(conf)), [conf]);
  return (
    <ThemeProvider theme={theme}>
      <Box
        inert
        aria-hidden
        data-testid="theme-preview"
        sx={{ bgcolor: 'background.default', color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', fontFamily: theme.typography.fontFamily }}
      >
        <AppBar position="static" color="secondary" elevation={1} component="div">
          <Toolbar variant="dense">
            <Typography variant="h6" component="span">
              Portico
            </Typography>
          </Toolbar>
        </AppBar>
        <Stack spacing={2} sx={{ p: 2 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                {t('card')}
              </Typography>
              <Typography variant="body2">{t('text')}</Typography>
              <Link href="#" variant="body2">
                {t('link')}
              </Link>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained">{t('save')}</Button>
                <Button variant="contained" color="secondary">
                  {t('secondary')}
                </Button>
                <Button variant="outlined">{t('cancel')}</Button>
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow hover selected>
                  <TableCell>{t('row')}</TableCell>
                  <TableCell>
                    <Chip size="small" color="primary" variant="outlined" label={t('approved')} />
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Card>
          <Alert severity="success">{t('alert')}</Alert>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
