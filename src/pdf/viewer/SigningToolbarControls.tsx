import { AskButton } from '../asking/AskButton';
import { FollowButton } from '../following/FollowButton';
import { SignControls } from '../signing/SignControls';
import { VerdictsButton } from '../verdicts/VerdictsButton';

/** The toolbar's signing controls, kept in sight on a narrow toolbar: ask, follow, check the signatures the PDF carries, sign. */
export function SigningToolbarControls({ compact }: { compact: boolean }) {
  return (
    <>
      <AskButton compact={compact} />
      <FollowButton compact={compact} />
      <VerdictsButton compact={compact} />
      <SignControls />
    </>
  );
}
