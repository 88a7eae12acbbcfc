import type { SignRequestView, SignerView } from '../../shared/signing/requests';
import { ReasonDialog } from '../signing/ReasonDialog';
import { ReplaceSignerDialog } from './ReplaceSignerDialog';
import type { useFollowActions } from './useFollowActions';

interface Props {
  view: SignRequestView | undefined;
  actions: ReturnType<typeof useFollowActions>;
  voiding: boolean;
  onVoidingChange(open: boolean): void;
  /** The signer being replaced, or null. */
  replacing: SignerView | null;
  onReplacingChange(signer: SignerView | null): void;
}

/** The panel's two dialogs: Void with its reason, and Replace a signer; each closes once its call is done, and shows its refusal. */
export function FollowDialogs({ view, actions, voiding, onVoidingChange, replacing, onReplacingChange }: Props) {
  return (
    <>
      <ReasonDialog
        open={voiding}
        texts="portico.pdf.follow.voidDialog"
        busy={actions.voiding.isPending}
        problem={actions.problemText(actions.voiding.error)}
        onSubmit={(reason) => actions.voiding.mutate(reason, { onSuccess: () => onVoidingChange(false) })}
        onClose={() => {
          onVoidingChange(false);
          actions.voiding.reset();
        }}
        testId="void-dialog"
      />
      {view && (
        <ReplaceSignerDialog
          documentId={view.documentId}
          signer={replacing}
          named={new Set(view.signers.flatMap((s) => (s.login ? [s.login.toLowerCase()] : [])))}
          busy={actions.replacing.isPending}
          problem={actions.problemText(actions.replacing.error)}
          onSubmit={(body) => replacing && actions.replacing.mutate({ signerId: replacing.id, body }, { onSuccess: () => onReplacingChange(null) })}
          onClose={() => {
            onReplacingChange(null);
            actions.replacing.reset();
          }}
        />
      )}
    </>
  );
}
