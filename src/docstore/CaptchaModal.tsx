import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { CaptchaField } from '../auth/captcha/CaptchaField';
import type { Captcha } from './gateway-api';

interface Props {
  open: boolean;
  onAnswer: (captcha: Captcha) => void;
  onCancel: () => void;
}

/** The captcha a guest answers before a save or delete: a new one each time it opens, nothing kept when it closes. */
export function CaptchaModal({ open, onAnswer, onCancel }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="captcha-modal-title">
      {open && (
        <Form onSubmit={(values: Record<string, unknown>) => onAnswer({ captcha: String(values.captcha).trim(), hiddenCaptcha: String(values.hiddenCaptcha) })}>
          <DialogTitle id="captcha-modal-title">{translate('portico.composer.captcha.title')}</DialogTitle>
          <DialogContent>
            <CaptchaField />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" data-testid="captcha-confirm">
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
