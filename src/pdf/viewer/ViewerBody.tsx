import { useCallback, useMemo, useRef, useState } from 'react';
import { Document } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SignInfo } from '../../shared/signing/wire';
import { ToolPalette } from '../drawing/ToolPalette';
import { SignHint } from '../signing/SignHint';
import { LazyAskPanel } from '../asking/LazyAsking';
import { LazyFollowPanel } from '../following/LazyFollowing';
import { LazyVerdictsPanel } from '../verdicts/LazyVerdicts';
import { DOCUMENT_OPTIONS } from '../pdfjs';
import type { PagePoints } from './page-layout';
import { PageStack } from './PageStack';
import type { ViewerFeatures } from './tool-visibility';
import { ViewerBanners } from './ViewerBanners';
import type { FileSource } from './ViewerSession';
import { ViewerProviders } from './ViewerProviders';
import { useSession } from './useSession';
import { useSidePanel } from './useSidePanel';
import { ViewerToolbarBar } from './ViewerToolbarBar';
import { ToolbarExtras } from './ToolbarExtras';
import { COMPACT_WIDTH } from './ViewerToolbar';
import { useFitZoom } from './useFitZoom';
import { useFullScreen } from './useFullScreen';
import { useViewerControls } from './useViewerControls';
import type { ZoomFocus } from './useReaderPlace';
import { CSS_PER_POINT } from '../geometry/shown-page';
import { useElementWidth } from '../../common/useElementWidth';
import { FindBar } from './find/FindBar';
import { useViewerFind } from './find/useViewerFind';
import { LazySidebar } from './sidebar/LazySidebar';
import { useSidebar } from './sidebar/useSidebar';
import { ExternalLinkGuard } from './links/ExternalLinkGuard';
import { PageAnnouncer } from './keys/PageAnnouncer';
import { useAnnouncedPage } from './keys/useAnnouncedPage';
import { useViewerInput } from './keys/useViewerInput';

/**
 * Below this width (a phone, a narrow widget) the drawing tools fold behind one button, and the pages
 * take the whole width; the side panel (asking, following) goes under them.
 */
const FOLD_PALETTE_WIDTH = 600;

export interface ViewerBodyProps {
  source: FileSource;
  features: ViewerFeatures;
  file: { bytes: Uint8Array; name: string };
  signInfo: SignInfo | undefined;
  onNewVersion(newId: number, kind: 'saved' | 'signed' | 'newer'): void;
  /** Opens on the first box the reader is to approve, rather than on the first page. */
  openAtFirstBox?: boolean;
  /** The side panel to open once the sign info allows it. */
  initialPanel?: 'ask' | 'follow';
}

/** The open viewer of one version of a document: pdf.js's document, the reader's controls, and what the tools share. */
export function ViewerBody({ source, features, file, signInfo, onNewVersion, openAtFirstBox, initialPanel }: ViewerBodyProps) {
  const translate = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const zoomFocusRef = useRef<ZoomFocus>(undefined);
  const fullScreen = useFullScreen(root);
  const { controls, setZoom, fitTo, rotate, goTo: scrollTo, visit } = useViewerControls();
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [estimate, setEstimate] = useState<PagePoints>();
  const [page, setPage] = useState(1);
  const { announced, onCurrentPage, goTo } = useAnnouncedPage(root, scrollRef, setPage, scrollTo);
  const sidePanel = useSidePanel();
  const { panel } = sidePanel;
  // pdf.js takes the bytes it is given to its worker: it gets a copy, the tools keep the file.
  const documentFile = useMemo(() => ({ data: file.bytes.slice() }), [file.bytes]);
  const pageCount = pdf?.numPages ?? 0;
  const [areaRef, areaWidth] = useElementWidth<HTMLDivElement>();
  const { find, open: findOpen, toggle: toggleFind, close: closeFind, input: findInput, button: findButton, onKeyDown } = useViewerFind(pdf, page, goTo);
  const findBarId = `pdf-find-${source.documentId}`;
  const sidebar = useSidebar(pdf, areaWidth > 0 ? areaWidth < FOLD_PALETTE_WIDTH : undefined);
  const sidebarId = `pdf-sidebar-${source.documentId}`;
  const input = useViewerInput({ root, scrollRef, page, pageCount, zoom: controls.zoom, setZoom, goTo, onOtherKey: onKeyDown, zoomFocusRef });

  const onLoad = useCallback(async (loaded: PDFDocumentProxy) => {
    const first = (await loaded.getPage(1)).getViewport({ scale: 1 });
    setEstimate({ width: first.width, height: first.height });
    setPdf(loaded);
  }, []);

  const fit = useFitZoom(scrollRef, estimate, controls.rotation, fitTo);

  const session = useSession({ source, features, file, signInfo, onNewVersion }, pageCount, controls.visited.size);
  const mustRead = session.tools.signing && !!signInfo?.canSign && !session.allVisited && pageCount > 0;
  const scale = (controls.zoom / 100) * CSS_PER_POINT;
  const narrow = areaWidth > 0 && areaWidth < FOLD_PALETTE_WIDTH;
  const compact = areaWidth > 0 && areaWidth < COMPACT_WIDTH;

  return (
    <ViewerProviders session={session} goTo={goTo} openAtFirstBox={openAtFirstBox} initialPanel={initialPanel} sidePanel={sidePanel} find={find}>
      <Box ref={root} onKeyDown={input.onKeyDown} data-testid="pdf-viewer" data-document-id={source.documentId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}>
        <ViewerToolbarBar
          page={page}
          pageCount={pageCount}
          controls={controls}
          onZoom={setZoom}
          onGoTo={goTo}
          onFit={() => fit(controls.fit)}
          onRotate={rotate}
          fullScreen={fullScreen}
          extra={<ToolbarExtras sidebar={{ open: sidebar.open, onToggle: sidebar.toggle, sidebarId, buttonRef: sidebar.button }} find={{ open: findOpen, onToggle: toggleFind, buttonRef: findButton, barId: findBarId }} compact={compact} />}
        />
        {findOpen && <FindBar find={find} inputRef={findInput} onClose={closeFind} id={findBarId} />}
        <ViewerBanners signInfo={signInfo} mustRead={mustRead} />
        <SignHint />
        <Box
          ref={areaRef}
          sx={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', flex: 1, minHeight: 0, position: 'relative', '& .pdf-document': { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 } }}
        >
          {estimate && <LazySidebar open={sidebar.open} tab={sidebar.tab} id={sidebarId} pdf={pdf} pageCount={pageCount} estimate={estimate} rotation={controls.rotation} page={page} goTo={goTo} narrow={narrow} onClose={sidebar.close} />}
          {panel !== 'ask' && <ToolPalette folded={narrow} />}
          <Document
            file={documentFile}
            options={DOCUMENT_OPTIONS}
            suspense={false}
            onLoadSuccess={(loaded) => void onLoad(loaded)}
            loading={null}
            error={<Alert severity="error">{translate('portico.pdf.viewer.notPdf')}</Alert>}
            className="pdf-document"
            {...input.documentProps}
          >
            {estimate && (
              <PageStack pageCount={pageCount} estimate={estimate} scale={scale} rotation={controls.rotation} goTo={controls.goTo} scrollRef={scrollRef} zoomFocusRef={zoomFocusRef} onCurrentPage={onCurrentPage} onVisit={visit} />
            )}
          </Document>
          <LazyAskPanel narrow={narrow} />
          <LazyFollowPanel narrow={narrow} />
          <LazyVerdictsPanel narrow={narrow} />
        </Box>
        <PageAnnouncer page={announced} pageCount={pageCount} />
        <ExternalLinkGuard root={root} />
      </Box>
    </ViewerProviders>
  );
}
