import { useMutation } from '@tanstack/react-query';
import { loadChunk } from '../../common/lazyPage';
import { useNotify } from 'react-admin';
import { sendDocument } from '../../docstore/send-document';
import { SupersededError } from '../../docstore/superseded-error';
import { useGuestCaptcha } from '../../docstore/useGuestCaptcha';
import { useViewerSession } from '../viewer/ViewerSession';
import { useDrawing } from './DrawingProvider';
import { loadFallbackFont } from './fallback-fonts';
import { savePayload } from './save-payload';

/**
 * The toolbar's save: draws the objects into the PDF and sends it as a new version (001 §7, the
 * document save); a guest answers a captcha first. The new version is announced to the viewer
 * (which shows it and tells the page), and the objects, now in the PDF, are cleared.
 */
export function useSaveDrawing(): { disabled: boolean; saving: boolean; save(): Promise<void> } {
  const session = useViewerSession();
  const drawing = useDrawing();
  const withCaptcha = useGuestCaptcha();
  const notify = useNotify();
  const drawn = drawing.objects.filter((o) => !(o.type === 'sign' && o.preLoaded));
  const mutation = useMutation({
    mutationFn: async () => {
      // pdf-lib comes with the first save, not with the viewer.
      const { drawIntoPdf } = await loadChunk(() => import('./draw-into-pdf'));
      const pdf = await drawIntoPdf(await session.fileBytes(), drawn, loadFallbackFont);
      // The server knows the document's family from its id; the file keeps its name.
      return withCaptcha((captcha) => sendDocument({ fam: '', id: session.source.documentId, payload: savePayload(pdf, session.fileName), captcha }));
    },
    onSuccess(newId) {
      if (newId === undefined) return;
      drawing.setObjects((all) => all.filter((o) => o.type === 'sign' && o.preLoaded));
      drawing.select(null);
      notify('portico.pdf.draw.save.saved', { type: 'success', messageArgs: { id: newId } });
      session.onNewVersion(newId, 'saved');
    },
    onError(error) {
      if (error instanceof SupersededError) notify('portico.pdf.draw.save.superseded', { type: 'warning', messageArgs: { id: error.newDocId } });
      else notify('portico.pdf.draw.save.failed', { type: 'error', messageArgs: { message: error.message } });
    },
  });
  // pdf-lib writes the whole file again, which breaks every digital signature it carries: a signed PDF is not saved over.
  const signed = (session.signInfo?.signatureCount ?? 0) > 0;
  return {
    disabled: !session.tools.save || signed || drawn.length === 0 || mutation.isPending,
    saving: mutation.isPending,
    save: async () => {
      await mutation.mutateAsync().catch(() => undefined);
    },
  };
}
