import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AttachmentsConf } from '../../../../shared/generated/widget-confs';
import { useCanUpdateDocument } from '../../documents/useCanUpdateDocument';
import { useResolvedConf } from '../../state/useResolvedConf';
import type { WidgetProps } from '../widget-props';
import { DocumentAttachments } from './DocumentAttachments';

/**
 * The attachments of one document (the row another widget has selected, or a fixed id). Adding and
 * deleting show when the configuration allows them and the visitor may update the document.
 */
export default function AttachmentsWidget({ conf }: WidgetProps<AttachmentsConf>) {
  const translate = useTranslate();
  const { value, missing } = useResolvedConf(conf.document);
  const canUpdate = useCanUpdateDocument(conf.document) === true;
  const id = Number(value);
  if (missing.length || !Number.isInteger(id) || id <= 0) return <Alert severity="info">{translate('portico.composer.selectDocument')}</Alert>;
  // Keyed by the document: another document starts with nothing selected.
  return <DocumentAttachments key={id} id={id} canAdd={canUpdate && conf.add !== false} canDelete={canUpdate && conf.delete !== false} />;
}
