import { Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { Form } from '../../../shared/generated/widget-confs';
import { DocumentEditor } from './DocumentEditor';

export interface DocumentEditorDialogProps {
  open: boolean;
  onClose(): void;
  fam: string | number;
  form?: Form;
  /** Edit this document; create one when left out. */
  documentId?: number;
  title: string;
  onSaved(id: number, oldId?: number): void;
  /** The widget that opened the dialog, named in the ENTITY_UPDATED event a save sends. */
  widgetId?: number;
}

/** A document form in a modal (a list's create and edit actions); it closes once the document is saved. */
export function DocumentEditorDialog({ open, onClose, fam, form, documentId, title, onSaved, widgetId = 0 }: DocumentEditorDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby="document-editor-title">
      <DialogTitle id="document-editor-title">{title}</DialogTitle>
      <DialogContent>
        {open && (
          <DocumentEditor
            fam={fam}
            form={form}
            documentId={documentId}
            widgetId={widgetId}
            onCancel={onClose}
            onSaved={(id, oldId) => {
              onSaved(id, oldId);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export default DocumentEditorDialog;
