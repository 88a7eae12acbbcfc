import { useTranslate } from 'react-admin';

const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Tells screen readers the page a purposeful move reached ("Page 3 of 12"; `useAnnouncedPage`); 0 says nothing. */
export function PageAnnouncer({ page, pageCount }: { page: number; pageCount: number }) {
  const translate = useTranslate();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="pdf-page-announcer" style={VISUALLY_HIDDEN}>
      {pageCount > 0 && page > 0 ? translate('portico.pdf.viewer.pageOf', { page, total: pageCount }) : ''}
    </div>
  );
}
