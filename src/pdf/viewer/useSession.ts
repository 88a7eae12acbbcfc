import { useMemo, useState } from 'react';
import type { DrawnObjectType } from '../drawing/drawn-object';
import { toolVisibility } from './tool-visibility';
import type { ViewerBodyProps } from './ViewerBody';
import type { ViewerSession } from './ViewerSession';

/** What the viewer's parts share (ViewerSession), with the drawing tool in hand. */
export function useSession({ source, features, file, signInfo, onNewVersion }: Omit<ViewerBodyProps, 'openAtFirstBox'>, pageCount: number, visited: number) {
  const [activeTool, setActiveTool] = useState<DrawnObjectType | null>(null);
  return useMemo<ViewerSession>(
    () => ({
      source,
      features,
      tools: toolVisibility(features, signInfo),
      signInfo,
      pageCount,
      allVisited: pageCount > 0 && visited >= pageCount,
      activeTool,
      setActiveTool,
      fileBytes: async () => file.bytes,
      fileName: file.name,
      onNewVersion,
    }),
    [source, features, signInfo, pageCount, visited, activeTool, file.bytes, file.name, onNewVersion],
  );
}
