import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachmentOnWire } from '../../../../shared/documents/gateway-wire';
import { documentKey } from '../../../../docstore/document-keys';
import { attachments, deleteAttachments, fetchFile, GATEWAY, saveBlob } from '../../../../docstore/gateway-api';
import { openDocumentFile } from '../../../../docstore/open-file';
import { useGuestCaptcha } from '../../../../docstore/useGuestCaptcha';

/**
 * One document's attachments and what its attachments panel holds: the selection, the dialogs open,
 * the last one added, the last refusal, and the actions (download, view, delete the selected).
 */
export function useDocumentAttachments(id: number) {
  const queries = useQueryClient();
  const withCaptcha = useGuestCaptcha();
  const key = [...documentKey(id), 'attachments'];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => attachments(id, signal) });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const reload = () => queries.invalidateQueries({ queryKey: key });
  // Each action clears the message of the one before and shows its own failure.
  const reported = { onMutate: () => setProblem(undefined), onError: (error: Error) => setProblem(error.message) };

  const download = useMutation({
    ...reported,
    mutationFn: async (a: AttachmentOnWire) => fetchFile(`${GATEWAY}/entities/${id}/attachments/download/${a.attachmentID}`),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
  });
  const view = useMutation({ ...reported, mutationFn: (a: AttachmentOnWire) => openDocumentFile(id, a.attachmentID) });
  const remove = useMutation({
    ...reported,
    mutationFn: (ids: number[]) =>
      withCaptcha(async (captcha) => {
        await deleteAttachments(id, ids, captcha);
        return true;
      }),
    onSettled: () => setConfirming(false),
    onSuccess: (done) => {
      if (done === undefined) return; // the guest cancelled the captcha
      setSelected([]);
      setAdded(undefined);
      void reload();
    },
  });
  const shown = list.data ?? [];
  const chosen = selected.filter((s) => shown.some((a) => a.attachmentID === s));

  return {
    list,
    shown,
    chosen,
    setSelected,
    adding,
    setAdding,
    confirming,
    setConfirming,
    added,
    setAdded,
    problem,
    setProblem,
    reload,
    download,
    view,
    remove,
  };
}
