import { useMemo } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Form } from '../../../shared/generated/widget-confs';
import { useDocument } from '../documents/useDocument';
import { useFamily, useValueLists } from '../../../docstore/useFamilies';
import { useVisitorSources } from '../state/useVisitorSources';
import { editorFields } from './editor-fields';
import { EditorForm } from './EditorForm';
import { defaultValues, documentValues, withDefaults } from './form-values';

export interface DocumentEditorProps {
  fam: string | number;
  /** Which fields, in which order, and the file (the widgets' `form`); every field and an optional file when left out. */
  form?: Form;
  /** The document edited; without it the form creates one. */
  documentId?: number;
  /** The widget the form belongs to, named in the ENTITY_UPDATED event a save sends. */
  widgetId: number;
  submitLabel?: string;
  onSaved?: (id: number, oldId?: number) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Shown but not editable (a form waiting for a document to be selected). */
  disabled?: boolean;
}

/**
 * A document form (spec 001 §3, §5): the family's fields as the form configuration names them, each
 * with the input its type asks for; a new document starts from the configured defaults, an edited one
 * from its stored values (the defaults filling its empty fields).
 */
export function DocumentEditor({ fam, form, documentId, widgetId, submitLabel, onSaved, onCancel, disabled }: DocumentEditorProps) {
  const translate = useTranslate();
  const { family, isPending, error } = useFamily(fam);
  const lists = useValueLists();
  const sources = useVisitorSources();
  const { identity, isPending: identityPending } = useGetIdentity();
  const fields = useMemo(() => (family ? editorFields(family, form?.fields) : []), [family, form?.fields]);
  const stored = useDocument(fam, documentId);
  const entity = stored.entity;
  // A new document starts from the defaults, a stored one from its values (its empty fields from the defaults).
  const initial = useMemo(() => {
    const defaults = defaultValues(fields, sources, lists.data);
    return entity ? withDefaults(documentValues(fields, entity), defaults) : defaults;
  }, [entity, fields, sources, lists.data]);

  // Only a first read that failed stops the form: a later one that fails (a stale model read again
  // when the tab comes back) keeps the form, and what was typed in it, on what was read before.
  const failure = (!family && error) || (!lists.data && lists.error) || (stored.data === undefined && stored.error);
  if (failure) return <Alert severity="error">{failure.message}</Alert>;
  // A new document's defaults may name the visitor and the site: they are read first.
  const waiting = identityPending || !sources.site || (documentId !== undefined && stored.isPending);
  if (isPending || lists.isPending || waiting) return <LinearProgress aria-label={translate('portico.composer.loading')} />;
  if (!family) return <Alert severity="warning">{translate('portico.composer.form.unknownFamily', { fam: String(fam) })}</Alert>;
  if (documentId !== undefined && !entity) return <Alert severity="warning">{translate('portico.error.notFound')}</Alert>;
  return (
    <>
      {entity?.newDocId && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('portico.composer.form.olderVersion', { id: entity.newDocId })}
        </Alert>
      )}
      <EditorForm
        // A new document, or another version, starts a new form.
        key={`${documentId ?? 'new'}-${entity?.version ?? ''}`}
        fam={fam}
        fields={fields}
        initial={initial!}
        documentId={documentId}
        widgetId={widgetId}
        file={form?.file ?? 'optional'}
        library={(form?.library ?? true) && !!identity?.id}
        currentFileName={entity?.fileName}
        submitLabel={submitLabel}
        onSaved={onSaved}
        onCancel={onCancel}
        disabled={disabled}
      />
    </>
  );
}
