import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Toolbar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { GlobalWorkerOptions, getDocument, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { GATEWAY, fetchFile } from '../../composer/gateway/gateway-api';
import { shownPage, CSS_PER_POINT, type ShownPage } from '../geometry/shown-page';
import { DrawingProvider } from '../drawing/DrawingProvider';
import { SigningProvider } from '../signing/SigningProvider';
import { SignControls } from '../signing/SignControls';
import { getSignInfo } from '../signing/sign-api';
import { PageLayers } from '../viewer/page-layers';
import { ViewerSessionContext, type FileSource, type ViewerSession } from '../viewer/ViewerSession';
import { toolVisibility, type ViewerFeatures } from '../viewer/tool-visibility';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface StandInViewerProps {
  source: FileSource;
  features: ViewerFeatures;
  onNewVersion?(oldId: number, newId: number, kind: 'saved' | 'signed'): void;
}

/**
 * The external signer's pages until the portal's viewer serves this screen: every page at 100 %
 * with the sign boxes over it and the sign button above. Same props as the viewer's.
 */
export default function StandInViewer({ source, features, onNewVersion }: StandInViewerProps) {
  const address = `${GATEWAY}/sign/file/${source.documentId}?signToken=${encodeURIComponent(source.signToken ?? '')}`;
  const file = useQuery({ queryKey: ['pdf-file', source.documentId, source.signToken], queryFn: () => fetchFile(address), retry: false, staleTime: Infinity });
  const pdf = useQuery({
    queryKey: ['pdf-doc', source.documentId, source.signToken],
    queryFn: async () => {
      const bytes = new Uint8Array(await file.data!.blob.arrayBuffer());
      const doc = await getDocument({ data: bytes.slice() }).promise;
      const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)));
      return { bytes, pages };
    },
    enabled: !!file.data,
    staleTime: Infinity,
  });
  const info = useQuery({ queryKey: ['sign-info', source.documentId, source.signToken], queryFn: ({ signal }) => getSignInfo(source, signal), retry: false });
  const [visited, setVisited] = useState<ReadonlySet<number>>(new Set([1]));
  const session = useMemo<ViewerSession | undefined>(() => {
    if (!pdf.data) return undefined;
    const pageCount = pdf.data.pages.length;
    return {
      source,
      features,
      tools: toolVisibility(features, info.data),
      signInfo: info.data,
      pageCount,
      allVisited: visited.size >= pageCount,
      activeTool: null,
      setActiveTool: () => undefined,
      fileBytes: async () => pdf.data.bytes,
      onNewVersion: (newId, kind) => onNewVersion?.(source.documentId, newId, kind),
    };
  }, [pdf.data, info.data, visited, source, features, onNewVersion]);

  if (file.isError || pdf.isError) return <Alert severity="error">{(file.error ?? pdf.error)!.message}</Alert>;
  if (!session || !pdf.data) return <CircularProgress sx={{ m: 4 }} />;
  return (
    <ViewerSessionContext.Provider value={session}>
      <DrawingProvider>
        <SigningProvider>
          <Toolbar variant="dense" sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
            <SignControls />
          </Toolbar>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 2, bgcolor: 'grey.200' }}>
            {pdf.data.pages.map((page) => (
              <PageView key={page.pageNumber} page={page} onSeen={(n) => setVisited((v) => (v.has(n) ? v : new Set([...v, n])))} />
            ))}
          </Box>
        </SigningProvider>
      </DrawingProvider>
    </ViewerSessionContext.Provider>
  );
}

function PageView({ page, onSeen }: { page: PDFPageProxy; onSeen(n: number): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const shown: ShownPage = useMemo(() => shownPage(page.pageNumber, page.getViewport({ scale: CSS_PER_POINT }), page.getViewport({ scale: 1 })), [page]);
  // Painting a canvas and noticing that a page was seen are the browser's work, not data fetching.
  useEffect(() => {
    const viewport = page.getViewport({ scale: CSS_PER_POINT });
    const task = page.render({ canvas: canvas.current!, viewport });
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page]);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onSeen(page.pageNumber));
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, [page, onSeen]);
  return (
    <Box ref={box} data-testid={`pdf-page-${page.pageNumber}`} sx={{ position: 'relative', width: shown.width, height: shown.height, bgcolor: 'white', boxShadow: 1 }}>
      <canvas ref={canvas} width={shown.width} height={shown.height} style={{ width: shown.width, height: shown.height }} />
      <PageLayers page={shown} />
    </Box>
  );
}
