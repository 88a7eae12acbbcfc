import { createContext, useContext } from 'react';
import type { SignInfo } from '../../shared/signing/wire';
import type { DrawnObjectType } from '../drawing/drawn-object';
import type { ToolVisibility, ViewerFeatures } from './tool-visibility';

/** Where the viewer reads a document's file: with the session (or as a guest), or with an external signer's link. */
export interface FileSource {
  documentId: number;
  /** An external signer's link (`/sign/{id}?signToken=…&extUserId=…`). */
  signToken?: string;
  extUserId?: number;
}

/**
 * What the parts of an open viewer share (the drawing tools, the sign boxes, the sign button): the
 * document shown, what it may offer, its sign info, whether every page was read, the file's bytes,
 * and how a new version (saved or signed) is announced.
 */
export interface ViewerSession {
  source: FileSource;
  features: ViewerFeatures;
  tools: ToolVisibility;
  signInfo: SignInfo | undefined;
  pageCount: number;
  /** Every page was shown at least once (a one-page document counts as read). */
  allVisited: boolean;
  /** The active drawing tool; the three are mutually exclusive. */
  activeTool: DrawnObjectType | null;
  setActiveTool(tool: DrawnObjectType | null): void;
  /** The bytes of the file shown. */
  fileBytes(): Promise<Uint8Array>;
  /** The file's name, kept with a saved version. */
  fileName?: string;
  /** A save or a signature made version `newId` of the document shown: the page hears of it and the viewer shows it. */
  onNewVersion(newId: number, kind: 'saved' | 'signed' | 'newer'): void;
}

export const ViewerSessionContext = createContext<ViewerSession | null>(null);

export function useViewerSession(): ViewerSession {
  const session = useContext(ViewerSessionContext);
  if (!session) throw new Error('useViewerSession is used outside a PDF viewer');
  return session;
}
