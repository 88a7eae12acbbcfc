import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The footer: the portal is powered by its document service. */
export const Footer = memo(function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 1.5, px: 2, borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Typography variant="caption" color="text.secondary" data-testid="footer">
        {translate('portico.footer.poweredBy')}
      </Typography>
    </Box>
  );
});
