import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from './ScreenTitle';

/** Any other address: 'The page does not exist'. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <ScreenTitle title={translate('portico.notFound.title')} />
      <Alert severity="error" data-testid="not-found">
        {translate('portico.notFound.message')}
      </Alert>
    </Box>
  );
}
