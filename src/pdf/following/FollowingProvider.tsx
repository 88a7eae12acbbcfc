import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { signRequestQuery } from './follow-api';
import { FollowingContext, type Following } from './following-context';

interface Props {
  children: ReactNode;
  /** Whether the panel is open: the viewer's, which lays the pages out around it. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opens the panel by itself, once, as soon as the request may be followed (a list row's "Signatures"). */
  startOpen?: boolean;
}

/**
 * Whether the document's request may be followed in this viewer: asked of the server only when the
 * sign info names a request and a signed-in account reads (an external signer's link, a guest never
 * ask); a 403 or a 404 leaves the toolbar without "Signatures".
 */
export function FollowingProvider({ children, open, onOpenChange, startOpen }: Props) {
  const { source, tools } = useViewerSession();
  const { identity } = useGetIdentity();
  const may = tools.follow && !source.signToken && !!identity?.login;
  const request = useQuery({ ...signRequestQuery(source.documentId), enabled: may });
  const followable = may && request.isSuccess;
  const value = useMemo<Following>(
    () => ({ documentId: source.documentId, followable, open: open && followable, toggle: () => onOpenChange(!open), close: () => onOpenChange(false) }),
    [source.documentId, followable, open, onOpenChange],
  );
  const started = useRef(false);
  useEffect(() => {
    if (!startOpen || !followable || started.current) return;
    started.current = true;
    onOpenChange(true);
  }, [startOpen, followable, onOpenChange]);
  return <FollowingContext.Provider value={value}>{children}</FollowingContext.Provider>;
}
