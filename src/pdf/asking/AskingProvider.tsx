import { useMemo, useState, type ReactNode } from 'react';
import { useViewerSession } from '../viewer/ViewerSession';
import { AskingContext, type Asking } from './asking-context';
import { emptyDraft } from './draft';

interface Props {
  children: ReactNode;
  /** Whether the panel is open: the viewer's, which lays the pages out around it. */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The asking state of one open viewer; the drawing tool in hand is put down when a request is begun, so that a click on a page places a box. */
export function AskingProvider({ children, open, onOpenChange }: Props) {
  const { signInfo, setActiveTool } = useViewerSession();
  const [draft, setDraft] = useState(() => emptyDraft(signInfo?.imgManage ?? 0));
  const value = useMemo<Asking>(
    () => ({
      open,
      draft,
      setDraft,
      start: () => {
        setActiveTool(null);
        setDraft(emptyDraft(signInfo?.imgManage ?? 0));
        onOpenChange(true);
      },
      close: () => onOpenChange(false),
    }),
    [open, draft, signInfo?.imgManage, setActiveTool, onOpenChange],
  );
  return <AskingContext.Provider value={value}>{children}</AskingContext.Provider>;
}
