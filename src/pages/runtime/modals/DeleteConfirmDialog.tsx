import { useTranslate } from 'react-admin';
import { ConfirmDeleteDialog } from '../../../common/ConfirmDeleteDialog';

interface Props {
  open: boolean;
  /** How many items would be deleted (spec 001 §2: one or many). */
  count: number;
  /** What is asked, when the items are not documents (attachments); the documents' question otherwise. */
  question?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete confirmation of the composer, for one item or many; its own module, as it loads on its first opening. */
export function DeleteConfirmDialog({ open, count, question, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <ConfirmDeleteDialog
      open={open}
      message={question ?? translate('portico.composer.delete.question', { smart_count: count })}
      busy={busy}
      confirmTestId="delete-confirm"
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
