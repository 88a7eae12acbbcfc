import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { SignInfo } from '../../shared/signing/wire';
import { useDrawing } from '../drawing/DrawingProvider';
import { useViewerSession } from '../viewer/ViewerSession';
import { requireOtp } from './sign-api';
import { refusalText } from './sign-messages';
import { useSigning } from './signing-context';
import { dialogContainer } from './dialog-container';
import { SignErrorAlert } from './SignErrorAlert';
import { ReasonField, useReasons } from './ReasonField';
import { defaultReason } from './sign-modes';

/** The sign modal (001 §5): ask for the one-time password, type it, pick the reason, sign. The form starts afresh each time it opens. */
export function SignModal() {
  const { modal, close } = useSigning();
  const { signInfo } = useViewerSession();
  const reasons = useReasons(signInfo);
  const open = modal === 'sign' && !!signInfo;
  const ready = !reasons.isLoading;
  return (
    <Dialog container={dialogContainer} open={open} onClose={close} aria-labelledby="sign-modal-title" fullWidth maxWidth="sm">
      {open && ready && <SignForm info={signInfo} initialReason={defaultReason(signInfo, reasons.data)} />}
    </Dialog>
  );
}

function SignForm({ info, initialReason }: { info: SignInfo; initialReason: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { source } = useViewerSession();
  const drawing = useDrawing();
  const { sign, signing, close } = useSigning();
  const [otp, setOtp] = useState('');
  const [otpTouched, setOtpTouched] = useState(false);
  const [reason, setReason] = useState(initialReason);
  const otpFailure = (error: Error) => `${translate('portico.pdf.sign.otpError')}: ${refusalText(error, translate)}`;
  const otpCall = useMutation({
    mutationFn: () => requireOtp(source),
    onSuccess: () => notify('portico.pdf.sign.otpSent', { type: 'success' }),
    onError: (error: Error) => notify(otpFailure(error), { type: 'error' }),
  });
  const otpMissing = !otp.trim();
  const invalid = otpMissing || (info.reasonMandatory && !reason.trim());

  const submit = () => {
    const wire = drawing.toWire();
    void sign({
      otp: otp.trim(),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(wire.jsonSignFields.length ? { jsonSignFields: JSON.stringify(wire.jsonSignFields) } : {}),
      ...(wire.jsonDrawnObjects.length ? { jsonDrawnObjects: JSON.stringify(wire.jsonDrawnObjects) } : {}),
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && !signing) submit();
      }}
    >
      <DialogTitle id="sign-modal-title">{translate('portico.pdf.sign.title')}</DialogTitle>
      <DialogContent>
        <SignErrorAlert />
        <Button variant="outlined" onClick={() => otpCall.mutate()} disabled={otpCall.isPending || signing} data-testid="sign-request-otp" sx={{ mb: 1 }}>
          {translate('portico.pdf.sign.requestOtp')}
        </Button>
        {otpCall.error && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="sign-otp-error">
            {otpFailure(otpCall.error)}
          </Alert>
        )}
        {otpCall.data && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="sign-otp-sent-to">
            {translate('portico.pdf.sign.sentTo', { sentTo: otpCall.data.sentTo })}
          </Alert>
        )}
        <TextField
          id="sign-otp"
          label={translate('portico.pdf.sign.otp')}
          value={otp}
          required
          fullWidth
          margin="dense"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'sign-otp' } }}
          onChange={(event) => setOtp(event.target.value)}
          onBlur={() => setOtpTouched(true)}
          error={otpTouched && otpMissing}
          helperText={otpTouched && otpMissing ? translate('portico.pdf.sign.required') : ' '}
        />
        <ReasonField info={info} value={reason} onChange={setReason} disabled={signing} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('portico.pdf.sign.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={invalid || signing} data-testid="sign-submit">
          {translate('portico.pdf.sign.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
