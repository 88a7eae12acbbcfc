import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EntityOnWire, FieldDescription } from '../../../../shared/documents/gateway-wire';
import { DocumentFieldsView } from '../../documents/DocumentFieldsView';

/** A row's every field, read-only (the list's answer holds them all, so nothing is read again). */
export function DetailsDialog({ row, fields, onClose }: { row: EntityOnWire | undefined; fields: FieldDescription[]; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!row} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-details-title">
      <DialogTitle id="document-details-title">{translate('portico.composer.list.detailsTitle', { id: row?.fidd ?? '' })}</DialogTitle>
      <DialogContent dividers>{row && <DocumentFieldsView entity={row} fields={fields} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
