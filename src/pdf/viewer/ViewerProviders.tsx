import type { ReactNode } from 'react';
import { DrawingProvider } from '../drawing/DrawingProvider';
import { SigningProvider } from '../signing/SigningProvider';
import { AskingProvider } from '../asking/AskingProvider';
import { FollowingProvider } from '../following/FollowingProvider';
import { VerdictsProvider } from '../verdicts/VerdictsProvider';
import { FindContext } from './find/FindContext';
import type { FindState } from './find/useFind';
import { ViewerSessionContext, type ViewerSession } from './ViewerSession';
import type { useSidePanel } from './useSidePanel';

interface Props {
  session: ViewerSession;
  goTo(page: number): void;
  openAtFirstBox?: boolean;
  /** The side panel to open once the sign info allows it. */
  initialPanel?: 'ask' | 'follow';
  sidePanel: ReturnType<typeof useSidePanel>;
  find: FindState;
  children: ReactNode;
}

/** What the parts of an open viewer share: the session, the drawing, the signing, the side panels (asking, following, the signatures' verdicts), and find. */
export function ViewerProviders({ session, goTo, openAtFirstBox, initialPanel, sidePanel: { panel, onAskChange, onFollowChange, onVerdictsChange }, find, children }: Props) {
  return (
    <ViewerSessionContext.Provider value={session}>
      <DrawingProvider>
        <SigningProvider goTo={goTo} openAtFirstBox={openAtFirstBox}>
          <AskingProvider open={panel === 'ask'} onOpenChange={onAskChange} startOpen={initialPanel === 'ask'}>
            <FollowingProvider open={panel === 'follow'} onOpenChange={onFollowChange} startOpen={initialPanel === 'follow'}>
              <VerdictsProvider open={panel === 'verdicts'} onOpenChange={onVerdictsChange} goTo={goTo}>
                <FindContext.Provider value={find}>{children}</FindContext.Provider>
              </VerdictsProvider>
            </FollowingProvider>
          </AskingProvider>
        </SigningProvider>
      </DrawingProvider>
    </ViewerSessionContext.Provider>
  );
}
