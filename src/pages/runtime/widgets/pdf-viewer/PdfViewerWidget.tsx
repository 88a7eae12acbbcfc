import { useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PdfViewerConf } from '../../../../shared/generated/widget-confs';
import { usePageStore, usePlaceholderSources } from '../../state/PageStoreContext';
import { resolvePlaceholders, widgetsReferenced } from '../../../../shared/documents/placeholders';
import { LazyPdfViewer } from '../../../../pdf/LazyPdfViewer';
import { viewerFeatures } from '../../../../pdf/viewer/tool-visibility';
import type { WidgetProps } from '../widget-props';

/**
 * The PDF viewer on a page: the document its configuration names (usually the selection of a list,
 * `{W_12.fidd}`), with the tools its flags allow. A save or a signature is announced to the page
 * (ENTITY_UPDATED, DOCUMENT_SIGNED), so that the list follows the new version and so does the viewer;
 * a fixed id has no selection to follow, so the widget itself remembers the newer version.
 */
export default function PdfViewerWidget({ widget, conf }: WidgetProps<PdfViewerConf>) {
  const translate = useTranslate();
  const store = usePageStore();
  const sources = usePlaceholderSources(widgetsReferenced(conf));
  const { value: document, missing } = resolvePlaceholders(conf.document, sources);
  const resolved = Number(document);
  const [moved, setMoved] = useState<{ from: number; to: number }>();
  const id = moved?.from === resolved ? moved.to : resolved;
  const features = useMemo(() => viewerFeatures({ readOnly: conf.readOnly, download: conf.download, save: conf.save, signing: conf.signing, signAndSave: conf.signAndSave, handwritten: conf.handwritten, text: conf.text }), [conf]);
  const source = useMemo(() => ({ documentId: id }), [id]);
  if (missing.length || !Number.isInteger(id) || id <= 0) return <Alert severity="info">{translate('portico.composer.selectDocument')}</Alert>;
  return (
    <Box sx={{ height: 'calc(100% + 24px)', minHeight: 320, m: -1.5 }}>
      <LazyPdfViewer
        source={source}
        features={features}
        onNewVersion={(oldFidd, fidd, kind) => {
          setMoved({ from: resolved, to: fidd });
          store.emit(kind === 'signed' ? { type: 'DOCUMENT_SIGNED', widgetId: widget.id, oldFidd, fidd } : { type: 'ENTITY_UPDATED', widgetId: widget.id, oldFidd, fidd });
        }}
      />
    </Box>
  );
}
