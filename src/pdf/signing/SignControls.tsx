import { Button, Tooltip } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { useSigning } from './signing-context';
import { SignModal } from './SignModal';
import { CredentialsModal } from './CredentialsModal';
import { SignaturePasswordModal } from './SignaturePasswordModal';

/** The sign button of the toolbar, and the modals a signature goes through. */
export function SignControls() {
  const translate = useTranslate();
  const { tools, signInfo, allVisited } = useViewerSession();
  const { buttonEnabled, openSign } = useSigning();
  if (!tools.signing || !signInfo?.canSign) return null;
  const button = (
    <Button variant="contained" size="small" startIcon={<DrawIcon />} disabled={!buttonEnabled} onClick={openSign} data-testid="sign-button">
      {translate('portico.pdf.sign.button')}
    </Button>
  );
  return (
    <>
      {/* A disabled button hears no pointer: the hint sits on a wrapper. */}
      {allVisited ? button : <Tooltip title={translate('portico.pdf.sign.buttonHint')}><span>{button}</span></Tooltip>}
      <SignModal />
      <CredentialsModal />
      <SignaturePasswordModal />
    </>
  );
}
