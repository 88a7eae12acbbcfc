import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../../../common/lazyPage';
import type { Form } from '../../../../shared/generated/widget-confs';
import type { EntityOnWire, FieldDescription } from '../../../../shared/documents/gateway-wire';
import { whenOpened } from '../../../../common/whenOpened';
import { DEFAULT_FEATURES } from '../../../../pdf/viewer/tool-visibility';

// The editor (its inputs, date pickers and form library) loads when a visitor first creates or edits;
// the other dialogs when first opened.
const DocumentEditorDialog = lazy(() => loadChunk(() => import('../../forms/DocumentEditorDialog')).then((m) => ({ default: m.DocumentEditorDialog })));
const DetailsDialog = whenOpened(() => import('./DetailsDialog').then((m) => m.DetailsDialog), (p) => p.row !== undefined);
const DocumentViewerDialog = whenOpened(() => import('../../../../pdf/DocumentViewerDialog').then((m) => m.DocumentViewerDialog), (p) => p.documentId !== undefined);
const SignMenu = whenOpened(() => import('./SignMenu').then((m) => m.SignMenu), (p) => p.row !== undefined);
const DeleteConfirmDialog = whenOpened(() => import('../../modals/DeleteConfirmDialog').then((m) => m.DeleteConfirmDialog), (p) => p.open);

/**
 * The one dialog a list may have open at a time (`view`: the document-viewer modal of 001 §2, with the
 * asking or the following panel open when a row's signing menu chose one; `sign`: that menu).
 */
export type ListDialog =
  | { kind: 'view'; row: EntityOnWire; panel?: 'ask' | 'follow' }
  | { kind: 'sign'; row: EntityOnWire; anchor: HTMLElement }
  | { kind: 'details'; row: EntityOnWire } | { kind: 'create' } | { kind: 'edit'; row: EntityOnWire } | { kind: 'delete'; ids: number[] };

interface Props {
  widgetId: number;
  dialog: ListDialog | undefined;
  onClose: () => void;
  fields: FieldDescription[];
  fam: string | number | undefined;
  form: Form | undefined;
  /** The widget's title, for the editor's. */
  title: string;
  deleting: boolean;
  onDelete: (ids: number[]) => void;
  /** A save or a signature in the viewer made a new version of the document it shows. */
  onNewVersion: (oldFidd: number, fidd: number, signed: boolean) => void;
  /** Opens the viewer on a row's document with a side panel open (the signing menu's choice). */
  onOpenPanel: (row: EntityOnWire, panel: 'ask' | 'follow') => void;
}

/**
 * The list's dialogs: a row's details, the document editor (new or edit), the delete confirmation.
 * A save is announced by the editor (ENTITY_UPDATED with the old and new ids, naming this widget), which
 * reloads the list and moves a selection of the old version to the new one.
 */
export function ListDialogs({ widgetId, dialog, onClose, fields, fam, form, title, deleting, onDelete, onNewVersion, onOpenPanel }: Props) {
  const translate = useTranslate();
  const editing = dialog?.kind === 'create' || dialog?.kind === 'edit' ? dialog : undefined;
  return (
    <>
      <DocumentViewerDialog
        documentId={dialog?.kind === 'view' ? dialog.row.fidd : undefined}
        features={DEFAULT_FEATURES}
        initialPanel={dialog?.kind === 'view' ? dialog.panel : undefined}
        onClose={onClose}
        onNewVersion={(oldFidd, fidd, kind) => onNewVersion(oldFidd, fidd, kind === 'signed')}
      />
      <SignMenu row={dialog?.kind === 'sign' ? dialog.row : undefined} anchor={dialog?.kind === 'sign' ? dialog.anchor : null} onClose={onClose} onOpen={onOpenPanel} />
      <DetailsDialog row={dialog?.kind === 'details' ? dialog.row : undefined} fields={fields} onClose={onClose} />
      <DeleteConfirmDialog open={dialog?.kind === 'delete'} count={dialog?.kind === 'delete' ? dialog.ids.length : 1} busy={deleting} onClose={onClose} onConfirm={() => dialog?.kind === 'delete' && onDelete(dialog.ids)} />
      {editing && fam !== undefined && (
        <Suspense fallback={null}>
          <DocumentEditorDialog
            open
            onClose={onClose}
            fam={fam}
            form={form}
            documentId={editing.kind === 'edit' ? editing.row.fidd : undefined}
            title={editing.kind === 'edit' ? translate('portico.composer.list.editTitle', { title, id: editing.row.fidd }) : translate('portico.composer.list.createTitle', { title })}
            widgetId={widgetId}
            onSaved={onClose}
          />
        </Suspense>
      )}
    </>
  );
}
