import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { activeContentText, changeText } from '../../shared/signing/pdf-findings';
import type { SignInfo } from '../../shared/signing/wire';
import { ShowVerdictsLink } from '../verdicts/VerdictsButton';

const BANNER = { borderRadius: 0, py: 0 } as const;
/** A request that ended unsigned: its banner says how, where Sign was. */
const ENDED: string[] = ['declined', 'voided', 'expired'];

/**
 * The viewer's banners (001 §2): the digital signatures the PDF already carries, naming any that is
 * broken and, for each signature a later revision changed, what it changed (or that what came after
 * only added signatures, timestamps or form values); the active content the PDF holds, which the
 * viewer never runs; a signature request that ended unsigned (declined, withdrawn, expired); and,
 * while the reader may sign, 'read all pages first' until every page was shown.
 */
export function ViewerBanners({ signInfo, mustRead }: { signInfo: SignInfo | undefined; mustRead: boolean }) {
  const translate = useTranslate();
  const count = signInfo?.signatureCount ?? 0;
  const signatures = signInfo?.signatures ?? [];
  const broken = signatures.filter((s) => s.status === 'broken');
  const changed = signatures.filter((s) => s.modifiedAfterSigning);
  const followed = signatures.filter((s) => s.status === 'valid' && !s.coversWholeDocument && !s.modifiedAfterSigning);
  const active = signInfo?.activeContent ?? [];
  const name = (s: { name: string | null }) => s.name ?? '?';
  return (
    <>
      {count > 0 && (
        <Alert severity={broken.length || changed.length ? 'error' : 'info'} data-testid="pdf-signatures-banner" sx={BANNER}>
          {translate('portico.pdf.viewer.signatures', { smart_count: count })}
          {broken.length > 0 && ` ${translate('portico.pdf.viewer.brokenSignatures', { smart_count: broken.length, names: broken.map(name).join(', ') })}`}
          {changed.map((s, i) => (
            <span key={i} data-testid="pdf-changed-after-signing">
              {` ${translate('portico.pdf.viewer.changedAfterSigning', { name: name(s), changes: s.changes.map((c) => changeText(c, translate)).join('; ') })}`}
            </span>
          ))}
          {followed.length > 0 && ` ${translate('portico.pdf.viewer.laterRevisions', { names: followed.map(name).join(', ') })}`}
          <ShowVerdictsLink />
        </Alert>
      )}
      {active.length > 0 && (
        <Alert severity="warning" data-testid="pdf-active-content" sx={BANNER}>
          {translate('portico.pdf.viewer.activeContent', { items: active.map((a) => activeContentText(a, translate)).join('; ') })}
        </Alert>
      )}
      {signInfo?.request && ENDED.includes(signInfo.request.state) && (
        <Alert severity="info" data-testid="pdf-request-ended" sx={BANNER}>
          {translate(`portico.pdf.follow.ended.${signInfo.request.state}`)}
        </Alert>
      )}
      {mustRead && (
        <Alert severity="warning" data-testid="pdf-read-all" sx={BANNER}>
          {translate('portico.pdf.viewer.readAllPages')}
        </Alert>
      )}
    </>
  );
}
