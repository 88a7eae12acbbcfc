import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DocumentFormConf } from '../../../../shared/generated/widget-confs';
import { DocumentEditor } from '../../forms/DocumentEditor';
import { localText } from '../../local-text';
import { useResolvedConf } from '../../state/useResolvedConf';
import type { WidgetProps } from '../widget-props';

/**
 * The document form widget: creates documents of its family, or, when its configuration names a
 * document (`{W_12.fidd}`, the row selected in another widget), edits that one; until one is
 * selected it says so and its form stays disabled. After a new document the form starts afresh and
 * shows the configured thanks.
 */
export default function DocumentFormWidget({ widget, conf }: WidgetProps<DocumentFormConf>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const edits = conf.document !== undefined && conf.document !== '';
  const { value: fam, missing: famMissing } = useResolvedConf(conf.fam);
  const { value: document, missing } = useResolvedConf(conf.document);
  const documentId = edits && !missing.length && Number(document) > 0 ? Number(document) : undefined;
  // Each new document starts a new form. The message is about the document now in the form (the new
  // version after an update), so selecting another one hides it.
  const [sent, setSent] = useState<{ count: number; message?: string; about?: number }>({ count: 0 });
  const form = { fields: conf.fields, file: conf.file, library: conf.library };

  if (famMissing.length) return <Alert severity="info">{translate('portico.composer.selectDocument')}</Alert>;
  const saved = (id: number) => {
    if (edits) setSent((s) => ({ count: s.count, message: translate('portico.composer.form.saved'), about: id }));
    else setSent((s) => ({ count: s.count + 1, message: conf.successMessage ? localText(conf.successMessage, locale) : translate('portico.composer.form.created', { id }) }));
  };
  return (
    <Box data-testid="document-form-widget">
      {edits && !documentId && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('portico.composer.form.selectToEdit')}
        </Alert>
      )}
      {sent.message && sent.about === documentId && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setSent((s) => ({ count: s.count }))} data-testid="form-success">
          {sent.message}
        </Alert>
      )}
      <DocumentEditor
        key={sent.count}
        fam={fam}
        form={form}
        documentId={documentId}
        widgetId={widget.id}
        submitLabel={conf.submitLabel ? localText(conf.submitLabel, locale) : undefined}
        onSaved={saved}
        disabled={edits && !documentId}
      />
    </Box>
  );
}
