import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from '../../app/lazyPage';

/**
 * A dialog whose script loads the first time it is opened (most visits never open it), then stays
 * mounted so that it closes with its transition. `isOpen` reads from its props whether it is open.
 */
export function whenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(() => loadChunk(load).then((component) => ({ default: component })));
  return function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
