import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getSignInfo, signInfoKey } from './signing/sign-api';
import { fileQuery } from './viewer/file-source';
import { ViewerBody } from './viewer/ViewerBody';
import type { FileSource } from './viewer/ViewerSession';
import type { ViewerFeatures } from './viewer/tool-visibility';
import './pdfjs';

export interface PdfViewerProps {
  source: FileSource;
  features: ViewerFeatures;
  /** A save, a signature, or a download that found a newer version, made `newId` the document's current version. */
  onNewVersion?(oldId: number, newId: number, kind: 'saved' | 'signed' | 'newer'): void;
  /** Opens on the first box the reader is to approve (an external signer's link), rather than on the first page. */
  openAtFirstBox?: boolean;
  /** Opens with this side panel, once the sign info allows it: a list row's "Ask for signatures" or "Signatures". */
  initialPanel?: 'ask' | 'follow';
}

/**
 * The PDF viewer and editor (001 §2): reads a document's file and its sign info, then shows the
 * toolbar, the banners, the drawing tools and the pages. The composer's widget, the document-viewer
 * modal and the external signer's screen all show this one component; it loads on demand with
 * pdf.js, never with the first screen.
 */
export default function PdfViewer({ source, features, onNewVersion, openAtFirstBox, initialPanel }: PdfViewerProps) {
  const translate = useTranslate();
  const file = useQuery(fileQuery(source));
  const signInfo = useQuery({
    queryKey: [...signInfoKey(source.documentId), source.signToken ?? null],
    queryFn: ({ signal }) => getSignInfo(source, signal),
    retry: false,
  });
  // A version that is no longer the current one (a list read before someone saved or signed) is
  // left for the current one, which is the one to sign: the page follows, as after a download.
  const newer = file.data?.newDocId;
  const announced = useRef('');
  useEffect(() => {
    const move = `${source.documentId}>${newer}`;
    if (!newer || newer === source.documentId || announced.current === move) return;
    announced.current = move;
    onNewVersion?.(source.documentId, newer, 'newer');
  }, [newer, source.documentId, onNewVersion]);
  if (file.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 120 }}>
        <CircularProgress aria-label={translate('portico.pdf.viewer.loading')} />
      </Box>
    );
  if (file.isError) return <Alert severity="error">{translate('portico.pdf.viewer.loadError', { message: file.error.message })}</Alert>;
  return (
    <ViewerBody
      key={source.documentId}
      source={source}
      features={features}
      file={file.data}
      signInfo={signInfo.data}
      onNewVersion={(newId, kind) => onNewVersion?.(source.documentId, newId, kind)}
      openAtFirstBox={openAtFirstBox}
      initialPanel={initialPanel}
    />
  );
}
