import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import type { SignStep } from './sign-modes';
import { useSigning } from './signing-context';

type Translate = ReturnType<typeof useTranslate>;

/** The id of the hint's words, which describe the sign button while it waits for them. */
export const signHintId = (documentId: number) => `sign-hint-${documentId}`;

/** The next step in words: the box to approve and its page, or the box to place. */
export function signStepText(step: NonNullable<SignStep>, translate: Translate): string {
  if (step === 'place') return translate('portico.pdf.sign.hint.place');
  const { field, own } = step.approve;
  return translate(own ? 'portico.pdf.sign.hint.approveOwn' : 'portico.pdf.sign.hint.approve', { page: field.Fpage_number, name: field.FSign_User_Name });
}

/**
 * Under the toolbar, while the sign button waits for the signer: what the mode still asks of them
 * (001 §4), with the way to do it: to the box to approve, which comes into sight with the focus on
 * it, or the sign-box tool taken up.
 */
export function SignHint() {
  const translate = useTranslate();
  const { tools, signInfo, source, setActiveTool } = useViewerSession();
  const { step, showBox } = useSigning();
  if (!tools.signing || !signInfo?.canSign || !step) return null;
  const action =
    step === 'place' ? (
      tools.signBoxTool && (
        <Button color="inherit" size="small" onClick={() => setActiveTool('sign')}>
          {translate('portico.pdf.draw.palette.signBox')}
        </Button>
      )
    ) : (
      <Button color="inherit" size="small" onClick={() => showBox(step.approve.key, true)}>
        {translate('portico.pdf.sign.hint.show')}
      </Button>
    );
  return (
    <Alert severity="info" data-testid="sign-hint" action={action || undefined} sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}>
      <span id={signHintId(source.documentId)}>{signStepText(step, translate)}</span>
    </Alert>
  );
}
