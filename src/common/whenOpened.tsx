import { lazy, Suspense, type ComponentType } from 'react';
import { loadChunk, type ChunkOptions } from './lazyPage';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * A dialog or a menu whose script loads the first time it is opened (most visits never open it), then
 * stays mounted so that it closes with its transition. `isOpen` reads from its props whether it is open.
 */
export function whenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean, options?: ChunkOptions): ComponentType<P> {
  const Dialog = lazy(() => loadChunk(load, options).then((component) => ({ default: component })));
  return function OpenedOnce(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
