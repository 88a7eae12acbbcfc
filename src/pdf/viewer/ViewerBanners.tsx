import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SignInfo } from '../../shared/signing/wire';

/**
 * The viewer's banners (001 §2): the digital signatures the PDF already carries (naming any that is
 * broken), and, while the reader may sign, 'read all pages first' until every page was shown.
 */
export function ViewerBanners({ signInfo, mustRead }: { signInfo: SignInfo | undefined; mustRead: boolean }) {
  const translate = useTranslate();
  const count = signInfo?.signatureCount ?? 0;
  const broken = signInfo?.signatures.filter((s) => s.status === 'broken') ?? [];
  return (
    <>
      {count > 0 && (
        <Alert severity={broken.length ? 'error' : 'info'} data-testid="pdf-signatures-banner" sx={{ borderRadius: 0, py: 0 }}>
          {translate('portico.pdf.viewer.signatures', { smart_count: count })}
          {broken.length > 0 && ` ${translate('portico.pdf.viewer.brokenSignatures', { smart_count: broken.length, names: broken.map((s) => s.name ?? '?').join(', ') })}`}
        </Alert>
      )}
      {mustRead && (
        <Alert severity="warning" data-testid="pdf-read-all" sx={{ borderRadius: 0, py: 0 }}>
          {translate('portico.pdf.viewer.readAllPages')}
        </Alert>
      )}
    </>
  );
}
