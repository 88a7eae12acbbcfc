import { Alert, Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useTranslate } from 'react-admin';
import type { PdfViewerConf } from '../../../shared/generated/widget-confs';
import { usePlaceholderSources } from '../../state/PageStoreContext';
import { resolvePlaceholders, widgetsReferenced } from '../../../shared/documents/placeholders';
import { openDocumentFile } from '../../gateway/open-file';
import type { WidgetProps } from '../widget-props';

/**
 * Where the PDF viewer goes. Until it comes, the widget names the document it would show and opens
 * its file in a new tab.
 */
export default function PdfViewerWidget({ conf }: WidgetProps<PdfViewerConf>) {
  const translate = useTranslate();
  const notify = useNotify();
  const sources = usePlaceholderSources(widgetsReferenced(conf));
  const { value: document, missing } = resolvePlaceholders(conf.document, sources);
  const id = Number(document);
  if (missing.length || !Number.isInteger(id) || id <= 0) return <Alert severity="info">{translate('portico.composer.selectDocument')}</Alert>;
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2">{translate('portico.composer.viewer.document', { id })}</Typography>
      <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={() => void openDocumentFile(id).catch((e: Error) => notify(e.message, { type: 'error' }))}>
        {translate('portico.composer.viewer.open')}
      </Button>
    </Stack>
  );
}
