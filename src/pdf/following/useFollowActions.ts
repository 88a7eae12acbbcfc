import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ReplaceSignerBody } from '../../shared/signing/requests';
import { signInfoKey } from '../signing/sign-api';
import { remindSigners, replaceSigner, signRequestKey, voidRequest } from './follow-api';
import { followProblemText, type RemindError } from './follow-texts';

/**
 * What the asker does to an open request: remind (one signer, or all whose turn it is), void it
 * with a reason, put someone in place of a signer. Each one done says so and reads the request and
 * the viewer's sign info again (the Ask and Sign buttons follow); a refusal is told in words where
 * it was asked for.
 */
export function useFollowActions(documentId: number) {
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = async () => {
    await Promise.all([client.invalidateQueries({ queryKey: signRequestKey(documentId) }), client.invalidateQueries({ queryKey: signInfoKey(documentId) })]);
  };
  const done = (key: string, options?: object) => async () => {
    notify(`portico.pdf.follow.${key}`, { type: 'success', messageArgs: options });
    await refresh();
  };
  const remind = useMutation<{ reminded: number[] }, RemindError, number | undefined>({
    mutationFn: (signerId) => remindSigners(documentId, signerId === undefined ? {} : { signerId }),
    onSuccess: (answer) => done('reminded', { smart_count: answer.reminded.length })(),
  });
  const voiding = useMutation<unknown, RemindError, string>({ mutationFn: (reason) => voidRequest(documentId, reason), onSuccess: done('voided') });
  const replacing = useMutation<unknown, RemindError, { signerId: number; body: ReplaceSignerBody }>({ mutationFn: ({ signerId, body }) => replaceSigner(documentId, signerId, body), onSuccess: done('replaced') });
  return {
    remind,
    voiding,
    replacing,
    busy: remind.isPending || voiding.isPending || replacing.isPending,
    /** A refusal in words: the reminder's over the panel's buttons, the others in their dialogs. */
    problemText: (error: RemindError | null) => (error ? followProblemText(error, translate) : undefined),
  };
}
