import { useCallback, useMemo, type KeyboardEvent, type RefObject } from 'react';
import { usePinchZoom } from '../touch/usePinchZoom';
import type { ZoomFocus } from '../useReaderPlace';
import { useViewerKeys, type ViewerKeysProps } from './useViewerKeys';

interface ViewerInputProps extends ViewerKeysProps {
  /** The viewer's other keys (find's Ctrl+F), asked first. */
  onOtherKey(event: KeyboardEvent): void;
  /** Where a pinch leaves the point the stack is to keep in place through the zoom it sets. */
  zoomFocusRef: RefObject<ZoomFocus | undefined>;
}

/**
 * How the reader moves through the viewer beyond its toolbar: the keys, pinch to zoom, and the internal
 * links of the pages, which go through goTo as the page box does (the stack mounts the page asked for).
 */
export function useViewerInput({ onOtherKey, zoomFocusRef, ...props }: ViewerInputProps) {
  const { root, scrollRef, zoom, setZoom, goTo } = props;
  const onViewerKey = useViewerKeys(props);
  usePinchZoom(root, scrollRef, zoom, setZoom, zoomFocusRef);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      onOtherKey(event);
      onViewerKey(event);
    },
    [onOtherKey, onViewerKey],
  );
  const documentProps = useMemo(
    () => ({ onItemClick: ({ pageNumber }: { pageNumber: number }) => goTo(pageNumber), externalLinkTarget: '_blank', externalLinkRel: 'noopener noreferrer' }) as const,
    [goTo],
  );
  return { onKeyDown, documentProps };
}
