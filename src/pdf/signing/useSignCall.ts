import { useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { SIGN_RESULT } from '../../shared/signing/codes';
import type { SignCredentials } from '../../shared/signing/wire';
import type { ViewerSession } from '../viewer/ViewerSession';
import { signDocument } from './sign-api';
import type { SignBody } from '../../shared/signing/wire';
import { refusalText, signResultMessage } from './sign-messages';
import type { SignModal } from './signing-context';

/**
 * The sign call and what its answer does (001 §4): a new id is the new version (Sign success, the
 * viewer shows it); -3 opens the credentials modal (its meanings from x-list-id), -4 and -7 the
 * signature-password modal in SET and RESET mode, each keeping the signature to send again; any
 * other negative code is said in words and the sign form stays open.
 */
export function useSignCall(session: ViewerSession, setModal: (modal: SignModal | null) => void) {
  const notify = useNotify();
  const translate = useTranslate();
  // 'Sign error', then why in words: notified, and kept for the open modal to show (in full screen only the viewer shows).
  const [lastError, setLastError] = useState<string | undefined>();
  const signError = (why: string) => {
    const message = `${translate('portico.pdf.sign.signError')}: ${why}`;
    setLastError(message);
    notify(message, { type: 'error' });
  };
  const kept = useRef<SignBody | undefined>(undefined);
  const [meaningsList, setMeaningsList] = useState<number | undefined>();
  // Each -3 asks afresh: the credentials modal's form starts empty again.
  const [credentialsAsked, setCredentialsAsked] = useState(0);
  const mutation = useMutation({
    mutationFn: (body: SignBody) => signDocument(session.source, body),
    onMutate: () => setLastError(undefined),
    onSuccess: ({ result, listId }, body) => {
      if (result > 0) {
        kept.current = undefined;
        setModal(null);
        notify('portico.pdf.sign.signSuccess', { type: 'success' });
        session.onNewVersion(result, 'signed');
        return;
      }
      // The credentials are asked for again each time: the kept body holds none.
      const { signUsername: _u, signPassword: _p, signMeaning: _m, ...unsigned } = body;
      kept.current = unsigned;
      if (result === SIGN_RESULT.credentialsRequired) {
        setMeaningsList(listId);
        setCredentialsAsked((n) => n + 1);
        // A -3 after credentials were given means they were wrong: say so over the modal.
        if (body.signPassword !== undefined) signError(translate(signResultMessage(result).key));
        setModal('credentials');
      } else if (result === SIGN_RESULT.signaturePasswordMissing) setModal('password-set');
      else if (result === SIGN_RESULT.signaturePasswordExpired) setModal('password-reset');
      else {
        const { key, args } = signResultMessage(result);
        signError(translate(key, args));
        setModal('sign');
      }
    },
    onError: (error: Error) => signError(refusalText(error, translate)),
  });

  return useMemo(
    () => ({
      sign: async (body: SignBody) => {
        await mutation.mutateAsync(body).catch(() => undefined);
      },
      repeat: async (credentials?: SignCredentials) => {
        if (kept.current) await mutation.mutateAsync({ ...kept.current, ...credentials }).catch(() => undefined);
      },
      signing: mutation.isPending,
      meaningsList,
      credentialsAsked,
      lastError,
    }),
    [mutation, meaningsList, credentialsAsked, lastError],
  );
}
