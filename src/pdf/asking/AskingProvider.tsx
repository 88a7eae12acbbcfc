import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { signInfoKey } from '../signing/sign-api';
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
  const { source, signInfo, setActiveTool } = useViewerSession();
  const client = useQueryClient();
  const notify = useNotify();
  const [draft, setDraft] = useState(() => emptyDraft(signInfo?.imgManage ?? 0));
  const value = useMemo<Asking>(
    () => ({
      documentId: source.documentId,
      open,
      draft,
      setDraft,
      start: () => {
        setActiveTool(null);
        setDraft(emptyDraft(signInfo?.imgManage ?? 0));
        onOpenChange(true);
      },
      close: () => onOpenChange(false),
      sent: async () => {
        onOpenChange(false);
        notify('portico.pdf.ask.sent', { type: 'success' });
        await client.invalidateQueries({ queryKey: signInfoKey(source.documentId) });
      },
    }),
    [source.documentId, open, draft, signInfo?.imgManage, setActiveTool, onOpenChange, notify, client],
  );
  return <AskingContext.Provider value={value}>{children}</AskingContext.Provider>;
}
