import { Button, Tooltip } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { useSigning } from './signing-context';
import { signHintId, signStepText } from './SignHint';
import { SignModal } from './SignModal';
import { CredentialsModal } from './CredentialsModal';
import { SignaturePasswordModal } from './SignaturePasswordModal';
import { DeclineButton } from './DeclineButton';

/**
 * The sign button of the toolbar, Decline beside it, and the modals a signature goes through. While it waits, it says
 * for what: the step the hint under the toolbar names (which describes it), or the pages still to read.
 */
export function SignControls() {
  const translate = useTranslate();
  const { tools, signInfo, allVisited, source } = useViewerSession();
  const { buttonEnabled, openSign, step } = useSigning();
  if (!tools.signing || !signInfo?.canSign) return null;
  const waitingFor = step ? signStepText(step, translate) : allVisited ? undefined : translate('portico.pdf.sign.buttonHint');
  const button = (
    <Button
      variant="contained"
      size="small"
      startIcon={<DrawIcon />}
      disabled={!buttonEnabled}
      onClick={openSign}
      aria-describedby={step ? signHintId(source.documentId) : undefined}
      data-testid="sign-button"
    >
      {translate('portico.pdf.sign.button')}
    </Button>
  );
  return (
    <>
      {/* A disabled button hears no pointer: the hint sits on a wrapper. */}
      {waitingFor && !buttonEnabled ? (
        <Tooltip title={waitingFor}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <DeclineButton />
      <SignModal />
      <CredentialsModal />
      <SignaturePasswordModal />
    </>
  );
}
