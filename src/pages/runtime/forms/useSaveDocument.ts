import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { WritePayload } from '../../../shared/documents/write-payload';
import { useGuestCaptcha } from '../../../docstore/useGuestCaptcha';
import { usePageStore } from '../state/PageStoreContext';
import { sendDocument } from '../../../docstore/send-document';

export interface SaveRequest {
  payload: WritePayload;
  fileName?: string;
}

/**
 * Saves a document form: guests answer a captcha first (nothing is sent when they cancel); after a
 * save the page hears ENTITY_UPDATED with the old and new ids, so lists and details read again and
 * selections follow the new version. Answers the saved id, or undefined when cancelled.
 */
export function useSaveDocument({ fam, documentId, widgetId }: { fam: string | number; documentId?: number; widgetId: number }) {
  const withCaptcha = useGuestCaptcha();
  const store = usePageStore();
  const [progress, setProgress] = useState<{ sent: number; total: number }>();
  const mutation = useMutation({
    mutationFn: async ({ payload, fileName }: SaveRequest) => {
      setProgress(undefined);
      try {
        const id = await withCaptcha((captcha) =>
          sendDocument({ fam, id: documentId, payload, fileName, captcha, onProgress: payload.file ? (sent, total) => setProgress({ sent, total }) : undefined }),
        );
        if (id !== undefined) store.emit({ type: 'ENTITY_UPDATED', widgetId, fam, oldFidd: documentId, fidd: id });
        return id;
      } finally {
        setProgress(undefined);
      }
    },
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending, progress };
}
