import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useViewerSession } from '../viewer/ViewerSession';
import { VerdictsContext, type Verdicts } from './verdicts-context';

interface Props {
  children: ReactNode;
  /** Whether the panel is open: the viewer's, which lays the pages out around it. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Brings a page into view. */
  goTo(page: number): void;
}

/** The signature panel's state in an open viewer: offered when the PDF carries a signature or a document timestamp. */
export function VerdictsProvider({ children, open, onOpenChange, goTo }: Props) {
  const { source, signInfo } = useViewerSession();
  const verdicts = useMemo(() => signInfo?.verdicts ?? [], [signInfo]);
  // The selection belongs to the version it was made on: another version shown starts with none.
  const [choice, setChoice] = useState<{ documentId: number; index: number } | null>(null);
  const selected = choice?.documentId === source.documentId ? choice.index : null;
  // Set by a selection, taken by the outline that shows: the page coming back into view later does not pull the reader to the field again.
  const reveal = useRef(false);
  const takeReveal = useCallback(() => {
    const pending = reveal.current;
    reveal.current = false;
    return pending;
  }, []);
  const select = useCallback(
    (index: number) => {
      reveal.current = true;
      setChoice({ documentId: source.documentId, index });
      const page = verdicts[index]?.page;
      if (page) goTo(page);
    },
    [verdicts, goTo, source.documentId],
  );
  const value = useMemo<Verdicts>(
    () => ({
      documentId: source.documentId,
      verdicts,
      open: open && verdicts.length > 0,
      toggle: () => onOpenChange(!open),
      show: () => onOpenChange(true),
      close: () => {
        setChoice(null);
        onOpenChange(false);
      },
      selected: open ? selected : null,
      select,
      takeReveal,
    }),
    [source.documentId, verdicts, open, onOpenChange, selected, select, takeReveal],
  );
  return <VerdictsContext.Provider value={value}>{children}</VerdictsContext.Provider>;
}
