import { useEffect, useState, type RefObject } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dialogContainer } from '../../signing/dialog-container';
import { followedAddress, isInternalLink } from './link-rules';

/**
 * The external links of the pages' annotation layers: a click (or Enter, or a middle click) on one
 * never follows it at once. An http, https or mailto address is shown first, with Open and Cancel;
 * any other is not followed. Internal links are left to pdf.js, which sends them to the viewer's goTo.
 */
export function ExternalLinkGuard({ root }: { root: RefObject<HTMLElement | null> }) {
  const translate = useTranslate();
  // The address stays while the dialog closes: Open is a link, and the browser follows it after its click.
  const [{ address, open }, setShown] = useState<{ address?: string; open: boolean }>({ open: false });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('.annotationLayer a');
      if (!(link instanceof HTMLAnchorElement) || isInternalLink(link)) return;
      event.preventDefault();
      event.stopPropagation();
      const followed = followedAddress(link.getAttribute('href'));
      if (followed) setShown({ address: followed, open: true });
    };
    element.addEventListener('click', onClick, true);
    element.addEventListener('auxclick', onClick, true);
    return () => {
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('auxclick', onClick, true);
    };
  }, [root]);

  const close = () => setShown((shown) => ({ ...shown, open: false }));
  return (
    <Dialog container={dialogContainer} open={open} onClose={close} aria-labelledby="pdf-link-title" aria-describedby="pdf-link-address" fullWidth maxWidth="xs">
      <DialogTitle id="pdf-link-title">{translate('portico.pdf.viewer.link.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="pdf-link-address">
          {translate('portico.pdf.viewer.link.leadsTo')}
          <Box component="span" data-testid="pdf-link-address" sx={{ display: 'block', mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.primary' }}>
            {address}
          </Box>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('portico.pdf.viewer.link.cancel')}</Button>
        <Button variant="contained" component="a" href={address} target="_blank" rel="noopener noreferrer" onClick={close}>
          {translate('portico.pdf.viewer.link.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
