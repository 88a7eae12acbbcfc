import { useRef, useState } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { messageOf } from '../console/AdminPage';
import { useFormat } from '../i18n/useFormat';
import type { LibraryDocument } from '../shared/library-document';
import { uploadLibraryDocument } from './library';

interface Options {
  /** The document to edit; a new one when absent. */
  document?: LibraryDocument;
  /** The server's limit per file, in bytes, when known. */
  maxFileSize?: number;
  onClose: () => void;
  onSaved: (saved: LibraryDocument) => void;
}

/**
 * The library document dialog's fields, their errors and the upload: checked before sending, its
 * progress followed, stopped on cancel, and the server's refusals shown at their fields.
 */
export function useLibraryDocumentUpload({ document, maxFileSize, onClose, onSaved }: Options) {
  const translate = useTranslate();
  const { fileSize: formatFileSize } = useFormat();
  const [name, setName] = useState(document?.name ?? '');
  const [description, setDescription] = useState(document?.description ?? '');
  const [category, setCategory] = useState(document?.category ?? '');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<{ sent: number; total: number }>();
  const upload = useRef<AbortController>(undefined);

  const tooLarge = (size: number) => translate('portico.documentLibrary.tooLarge', { limit: formatFileSize(maxFileSize ?? size) });

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: chosen && maxFileSize && chosen.size > maxFileSize ? tooLarge(chosen.size) : '' }));
  };

  const cancel = () => {
    upload.current?.abort();
    onClose();
  };

  const save = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = translate('portico.validation.NotNull');
    if (!document && !file) found.file = translate('portico.documentLibrary.fileRequired');
    if (file && maxFileSize && file.size > maxFileSize) found.file = tooLarge(file.size);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setError(undefined);
    const controller = new AbortController();
    upload.current = controller;
    setProgress({ sent: 0, total: file?.size ?? 0 });
    try {
      const saved = await uploadLibraryDocument(
        { id: document?.id, name: name.trim(), description, category },
        file,
        (sent, total) => setProgress({ sent, total }),
        controller.signal,
      );
      onSaved(saved);
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      const failure = e as HttpError;
      if (failure.status === 413) {
        setErrors({ file: tooLarge(file?.size ?? 0) });
      } else {
        const fieldKeys = (failure.body?.errors ?? {}) as Record<string, string>;
        setErrors(Object.fromEntries(Object.entries(fieldKeys).map(([field, key]) => [field, translate(key)])));
        setError(messageOf(e));
      }
    } finally {
      upload.current = undefined;
      setProgress(undefined);
    }
  };

  return { name, setName, description, setDescription, category, setCategory, file, choose, errors, error, progress, cancel, save };
}
