import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';

/** Screens of areas that are not built yet say so plainly instead of showing nothing. */
export function AreaPlaceholder({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <ScreenTitle title={translate(title)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      <Alert severity="info" data-testid="area-placeholder">
        {translate('portico.area.comingSoon')}
      </Alert>
    </Box>
  );
}
