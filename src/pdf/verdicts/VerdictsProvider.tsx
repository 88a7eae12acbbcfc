import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => setSelected(null), [source.documentId]);
  const select = useCallback(
    (index: number) => {
      setSelected(index);
      const page = verdicts[index]?.page;
      if (page) goTo(page);
    },
    [verdicts, goTo],
  );
  const value = useMemo<Verdicts>(
    () => ({
      documentId: source.documentId,
      verdicts,
      open: open && verdicts.length > 0,
      toggle: () => onOpenChange(!open),
      show: () => onOpenChange(true),
      close: () => {
        setSelected(null);
        onOpenChange(false);
      },
      selected: open ? selected : null,
      select,
    }),
    [source.documentId, verdicts, open, onOpenChange, selected, select],
  );
  return <VerdictsContext.Provider value={value}>{children}</VerdictsContext.Provider>;
}
