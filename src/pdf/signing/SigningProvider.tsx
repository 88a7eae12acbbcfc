import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { useDrawing } from '../drawing/DrawingProvider';
import { approvalCompletes, nextSignStep, preloadedBoxes, signButtonEnabled, signingEnabled } from './sign-modes';
import { SigningContext, type SignModal, type Signing } from './signing-context';
import { useShowBox } from './useShowBox';
import { useSignCall } from './useSignCall';

interface Props {
  children: ReactNode;
  /** Goes to a page of the viewer (to bring a box into sight). */
  goTo?: (page: number) => void;
  /** Opens on the first box the signer is to approve (an external signer's link). */
  openAtFirstBox?: boolean;
}

/** The signing state of one open viewer: the boxes approved, the sign modal, the modals a negative answer opens. */
export function SigningProvider({ children, goTo, openAtFirstBox }: Props) {
  const session = useViewerSession();
  const { objects } = useDrawing();
  const { identity } = useGetIdentity();
  const login = session.source.signToken ? undefined : (identity?.login as string | undefined);
  const info = session.signInfo;
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<SignModal | null>(null);
  // Signing starts by itself once, when the approval completes (001 §4), not again after a withdrawal.
  // An approval completed before signing may start (the pages not all counted as read yet: a page counts
  // once shown, a moment after its box can be clicked) starts it as soon as it may.
  const autoStarted = useRef(false);
  const startDue = useRef(false);

  const boxes = useMemo(() => preloadedBoxes(info, { login }), [info, login]);
  const placed = objects.filter((o) => o.type === 'sign' && !o.preLoaded).length;
  const enabled = !!info && signingEnabled(info.imgManage, boxes, approved, placed);
  const buttonEnabled = session.tools.signing && signButtonEnabled(enabled, !!info?.canSign, session.allVisited);
  const call = useSignCall(session, setModal);
  const step = useMemo(() => info && nextSignStep(info.imgManage, boxes, approved, placed), [info, boxes, approved, placed]);
  const { shownBox, showBox, boxShown } = useShowBox(boxes, step, session.pageCount, goTo, openAtFirstBox);

  const toggle = useCallback(
    (key: string) => {
      if (!info) return;
      const next = new Set(approved);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setApproved(next);
      if (!autoStarted.current && approvalCompletes(info.imgManage, boxes, approved, next)) startDue.current = true;
    },
    [info, approved, boxes],
  );
  // Runs when the approval completes, since completing it is what turns `enabled` on (approvalCompletes),
  // and again when the last page is read (`buttonEnabled`).
  useEffect(() => {
    // A withdrawal before the start takes the start back.
    if (!enabled) startDue.current = false;
    if (startDue.current && buttonEnabled) {
      startDue.current = false;
      autoStarted.current = true;
      setModal('sign');
    }
  }, [enabled, buttonEnabled]);

  const value = useMemo<Signing>(
    () => ({
      boxes,
      approved,
      toggle,
      buttonEnabled,
      step,
      shownBox,
      showBox,
      boxShown,
      modal,
      openSign: () => setModal('sign'),
      close: () => setModal(null),
      sign: call.sign,
      repeat: call.repeat,
      signing: call.signing,
      meaningsList: call.meaningsList,
      credentialsAsked: call.credentialsAsked,
      lastError: call.lastError,
      login,
    }),
    [boxes, approved, toggle, buttonEnabled, step, shownBox, showBox, boxShown, modal, call, login],
  );
  return <SigningContext.Provider value={value}>{children}</SigningContext.Provider>;
}
