import { useState } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentDetailConf } from '../../../../shared/generated/widget-confs';
import { DocumentFieldsView } from '../../documents/DocumentFieldsView';
import { useDocument } from '../../documents/useDocument';
import { isPdfFile } from '../../documents/is-pdf';
import { usePageStore } from '../../state/PageStoreContext';
import { useResolvedConf } from '../../state/useResolvedConf';
import type { WidgetProps } from '../widget-props';
import { DocumentFileBar } from './DocumentFileBar';

/**
 * One document (the row another widget has selected, or a fixed id): its file, with download and
 * opening in a new tab, and its fields. When a download tells of a newer version (spec 001 §4), the
 * widget moves to it, and so does the selection that named the old one.
 */
export default function DocumentDetailWidget({ widget, conf }: WidgetProps<DocumentDetailConf>) {
  const translate = useTranslate();
  const store = usePageStore();
  const { value, missing } = useResolvedConf(conf);
  const resolved = Number(value.document);
  const valid = !missing.length && Number.isInteger(resolved) && resolved > 0 && value.fam !== '';
  // A fixed id has no selection to follow: the widget itself remembers the newer version.
  const [moved, setMoved] = useState<{ from: number; to: number }>();
  const id = valid ? (moved?.from === resolved ? moved.to : resolved) : undefined;
  const { entity, fields, isPending, error } = useDocument(valid ? value.fam : undefined, id);

  if (!valid) return <Alert severity="info">{translate('portico.composer.selectDocument')}</Alert>;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('portico.composer.loading')} />;
  if (!entity) return <Alert severity="warning">{translate('portico.composer.detail.notFound', { id })}</Alert>;

  const toNewVersion = (newId: number, signed = false) => {
    setMoved({ from: resolved, to: newId });
    store.emit(signed ? { type: 'DOCUMENT_SIGNED', widgetId: widget.id, oldFidd: entity.fidd, fidd: newId } : { type: 'ENTITY_UPDATED', widgetId: widget.id, fam: value.fam, oldFidd: entity.fidd, fidd: newId });
  };
  const shown = conf.fields?.length ? conf.fields.flatMap((f) => fields.filter((d) => d.id === f)) : fields;
  return (
    <div data-testid="document-detail" data-fidd={entity.fidd}>
      {moved && moved.to === entity.fidd && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="document-new-version">
          {translate('portico.composer.detail.newVersion', { id: moved.to })}
        </Alert>
      )}
      {entity.fileName ? (
        <DocumentFileBar id={entity.fidd} name={entity.fileName} size={entity.fileSize} pdf={isPdfFile(entity)} onNewVersion={toNewVersion} />
      ) : (
        <Alert severity="info" variant="outlined" sx={{ mb: 1.5, py: 0 }}>
          {translate('portico.composer.detail.noFile')}
        </Alert>
      )}
      <DocumentFieldsView entity={entity} fields={shown} />
    </div>
  );
}
