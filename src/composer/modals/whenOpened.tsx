import { lazy, Suspense, type ComponentType } from 'react';
import { loadChunk } from '../../common/lazyPage';
import { useOpenedOnce } from '../../common/useOpenedOnce';

/**
 * A dialog whose script loads the first time it is opened (most visits never open it), then stays
 * mounted so that it closes with its transition. `isOpen` reads from its props whether it is open.
 */
export function whenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(() => loadChunk(load).then((component) => ({ default: component })));
  return function OpenedOnce(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
