import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Screens of areas that are not built yet say so plainly instead of showing nothing. */
export function AreaPlaceholder({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      <Alert severity="info" data-testid="area-placeholder">
        {translate('portico.area.comingSoon')}
      </Alert>
    </Box>
  );
}
