import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SignRequestView, SignerView } from '../../shared/signing/requests';
import { RequestHistory } from './RequestHistory';
import { RequestSummary } from './RequestSummary';
import { SignerItem } from './SignerItem';

interface Props {
  view: SignRequestView;
  busy: boolean;
  onRemind(signerId: number): void;
  onReplace(signer: SignerView): void;
}

/** What the panel shows of a request: the request as a whole, its signers, its history. */
export function FollowBody({ view, busy, onRemind, onReplace }: Props) {
  const translate = useTranslate();
  const open = view.state === 'open';
  return (
    <>
      <RequestSummary view={view} />
      <Typography component="h3" variant="overline" color="text.secondary">
        {translate('portico.pdf.follow.signers')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, mb: 2 }}>
        {view.signers.map((signer) => (
          <SignerItem key={signer.id} signer={signer} open={open} busy={busy} onRemind={() => onRemind(signer.id)} onReplace={() => onReplace(signer)} />
        ))}
      </Box>
      <Typography component="h3" variant="overline" color="text.secondary">
        {translate('portico.pdf.follow.history')}
      </Typography>
      <RequestHistory view={view} />
    </>
  );
}
