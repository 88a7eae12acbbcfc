import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../i18n/useFormat';

/**
 * A shared token for the list's Query: what it grants, until when, and how it is used; a Copy button
 * (the text is selected for copying by hand where the clipboard is refused). See docs/decisions.md,
 * "Sharing a list".
 */
export function ShareDialog({ share, onClose }: { share: { token: string; expiresAt: string } | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const { dateTime } = useFormat();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.token);
      setCopied(true);
    } catch {
      // No clipboard (an address that is not secure) or refused: the token is selected for copying by hand.
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <Dialog open={!!share} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">{translate('portico.composer.list.shareTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('portico.composer.list.shareText', { expires: share ? dateTime(share.expiresAt) : '' })}</DialogContentText>
        <TextField
          inputRef={field}
          label={translate('portico.composer.list.token')}
          value={share?.token ?? ''}
          fullWidth
          multiline
          maxRows={6}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-token', style: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } } }}
        />
        <DialogContentText variant="body2" sx={{ mt: 2 }}>
          {translate('portico.composer.list.shareUse')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(copied ? 'portico.composer.list.copied' : 'portico.composer.list.copy')}
        </Button>
        <Button onClick={close} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
