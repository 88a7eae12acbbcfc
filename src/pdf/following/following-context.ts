import { createContext, useContext } from 'react';

/**
 * What the toolbar's "Signatures" and the panel share in an open viewer: whether the document's
 * request may be followed here (its asker's view answered) and whether the panel is open. The panel
 * loads on demand (LazyFollowing.tsx) and reaches the viewer only through this.
 */
export interface Following {
  /** The version shown, whose request is followed. */
  documentId: number;
  /** The request's view answered: the caller may follow it (the update right) and there is one. */
  followable: boolean;
  open: boolean;
  toggle(): void;
  close(): void;
}

export const FollowingContext = createContext<Following | null>(null);

export function useFollowing(): Following {
  const following = useContext(FollowingContext);
  if (!following) throw new Error('useFollowing is used outside a PDF viewer');
  return following;
}

/** The panel's id, which the toolbar's button names as what it opens. */
export const followPanelId = (documentId: number) => `follow-panel-${documentId}`;
