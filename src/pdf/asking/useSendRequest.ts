import { useMutation } from '@tanstack/react-query';
import { askForSignatures } from './ask-api';
import { useAsking } from './asking-context';
import { draftProblems, hasProblems, refusalAt, requestBody } from './request-body';

/**
 * Sending the request: what the draft lacks is shown at its rows first, and nothing goes; a 201
 * closes the panel, reads the sign info again (the request's boxes then show as any request's) and
 * says so; a 400 that names a signer or a box is shown there, any other refusal over the panel's buttons.
 */
export function useSendRequest() {
  const { documentId, draft, setDraft, sent } = useAsking();
  const mutation = useMutation({
    mutationFn: (tried: typeof draft) => askForSignatures(documentId, requestBody(tried)),
    onSuccess: sent,
    onError: (error: Error & { status?: number; body?: { detail?: string } }, tried) => {
      const detail = error.status === 400 ? error.body?.detail : undefined;
      // Placed on the draft that was sent: an edit since then has taken the refusal back already.
      setDraft((now) => (now === tried ? { ...now, refusal: detail ? refusalAt(tried, detail) : { message: error.message } } : now));
    },
  });
  const send = () => {
    const tried = { ...draft, tried: true, refusal: null };
    setDraft(tried);
    if (!hasProblems(draftProblems(tried))) mutation.mutate(tried);
  };
  return { send, sending: mutation.isPending };
}
