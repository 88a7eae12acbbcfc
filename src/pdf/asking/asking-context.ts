import { createContext, useContext, type Dispatch, type SetStateAction } from 'react';
import type { AskDraft } from './draft';

/**
 * What the asking panel and the boxes over the pages share in an open viewer: whether the panel is
 * open, the request being put together, and what follows its sending. The panel's parts load on
 * demand (LazyAsking.tsx) and reach the viewer only through this, which stays in the viewer's script.
 */
export interface Asking {
  /** The version shown, the one asked about. */
  documentId: number;
  open: boolean;
  draft: AskDraft;
  setDraft: Dispatch<SetStateAction<AskDraft>>;
  /** Opens the panel on an empty request, in the mode the sign info names. */
  start(): void;
  close(): void;
  /** The request was made: the panel closes, says so, and the viewer reads its sign info again. */
  sent(): Promise<void>;
}

export const AskingContext = createContext<Asking | null>(null);

export function useAsking(): Asking {
  const asking = useContext(AskingContext);
  if (!asking) throw new Error('useAsking is used outside a PDF viewer');
  return asking;
}

/** The panel's id, which the toolbar's button names as what it opens. */
export const askPanelId = (documentId: number) => `ask-panel-${documentId}`;
