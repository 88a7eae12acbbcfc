import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

const findContainer = () => document.getElementById('react-admin-title');
const noSubscription = () => () => undefined;

/**
 * The screen's title in the app bar (into react-admin's TitlePortal, as its `<Title>` does). The
 * shell's own screens use this one: react-admin's brings its editable-title inputs along, which
 * would otherwise be part of every visitor's first download.
 */
export function ScreenTitle({ title }: { title: string }) {
  // Read again right after the first commit, when the app bar rendered in the same pass is there.
  const container = useSyncExternalStore(noSubscription, findContainer);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
