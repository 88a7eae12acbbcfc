import { createContext, useContext } from 'react';
import type { SignatureVerdict } from '../../shared/signing/signature-verdicts';

/**
 * What the toolbar's button, the banner's link, the panel and the outline over the pages share: the
 * signatures and document timestamps of the version shown (the sign info's `verdicts`), whether the
 * panel is open, and the one selected. The panel loads on demand (LazyVerdicts.tsx).
 */
export interface Verdicts {
  documentId: number;
  verdicts: SignatureVerdict[];
  open: boolean;
  toggle(): void;
  show(): void;
  close(): void;
  /** The index of the one selected in `verdicts`; null when none. */
  selected: number | null;
  /** Selects one and brings its page into view. */
  select(index: number): void;
  /** Whether the field of the one just selected is still to be scrolled into view: true once per selection (its outline does it when it shows). */
  takeReveal(): boolean;
}

export const VerdictsContext = createContext<Verdicts | null>(null);

export function useVerdicts(): Verdicts {
  const verdicts = useContext(VerdictsContext);
  if (!verdicts) throw new Error('useVerdicts is used outside a PDF viewer');
  return verdicts;
}

/** The panel's id, which the toolbar's button and the banner's link name as what they open. */
export const verdictsPanelId = (documentId: number) => `verdicts-panel-${documentId}`;
