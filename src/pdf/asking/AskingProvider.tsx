import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { signInfoKey } from '../signing/sign-api';
import { useViewerSession } from '../viewer/ViewerSession';
import { AskingContext, type Asking } from './asking-context';
import { emptyDraft, type ReasonRules } from './draft';
import type { SignInfo } from '../../shared/signing/wire';

/** The reason rules the sign info names: where a new request starts from. */
const reasonOf = (info: SignInfo | undefined): ReasonRules | undefined =>
  info && { list: info.reasonValueList, default: info.reasonDefault, editable: info.reasonEditable, mandatory: info.reasonMandatory };

interface Props {
  children: ReactNode;
  /** Whether the panel is open: the viewer's, which lays the pages out around it. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opens the panel by itself, once, as soon as the sign info says the reader may ask (a list row's "Ask for signatures"). */
  startOpen?: boolean;
}

/** The asking state of one open viewer; the drawing tool in hand is put down when a request is begun, so that a click on a page places a box. */
export function AskingProvider({ children, open, onOpenChange, startOpen }: Props) {
  const { source, signInfo, setActiveTool, tools } = useViewerSession();
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
        setDraft(emptyDraft(signInfo?.imgManage ?? 0, reasonOf(signInfo)));
        onOpenChange(true);
      },
      close: () => onOpenChange(false),
      sent: async () => {
        onOpenChange(false);
        notify('portico.pdf.ask.sent', { type: 'success' });
        await client.invalidateQueries({ queryKey: signInfoKey(source.documentId) });
      },
    }),
    [source.documentId, open, draft, signInfo, setActiveTool, onOpenChange, notify, client],
  );
  // Only when asking can work: someone else may have asked since the row was shown.
  const started = useRef(false);
  useEffect(() => {
    if (!startOpen || !tools.ask || started.current) return;
    started.current = true;
    value.start();
  }, [startOpen, tools.ask, value]);
  return <AskingContext.Provider value={value}>{children}</AskingContext.Provider>;
}
